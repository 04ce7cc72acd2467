// The one door to the SDK's pure domain rules (architecture: emulator -> sdk domain only).
export * from '@skiff/sdk/domain';
