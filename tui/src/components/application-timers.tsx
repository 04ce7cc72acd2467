import type { Application } from '@skiff/sdk';
import {
  APPLICATION_EXPIRED_MESSAGE,
  expiryDisplay,
  formatCountdown,
  formatDate,
  type ToolName,
  toolTokenExpiredMessage,
  toolTokenRemainingMs,
} from '@skiff/sdk/domain';
import { Box, Text } from 'ink';
import { useTheme } from '../contexts/theme-context.js';
import { fit } from '../services/text.js';

type Token = { createdAt?: string | null } | null | undefined;

/** The lines the timers take for an application now (for the screen's layout). */
export function timerLines(app: Application): { label: string; tool?: ToolName; token?: Token }[] {
  const fields = app as Application & { pmaToken?: Token; vscodeToken?: Token };
  return [
    ...(app.expiredTime ? [{ label: 'Expires' }] : []),
    ...(fields.pmaToken ? [{ label: 'PhpMyAdmin', tool: 'PhpMyAdmin' as const, token: fields.pmaToken }] : []),
    ...(fields.vscodeToken ? [{ label: 'Code editor', tool: 'VSCode' as const, token: fields.vscodeToken }] : []),
  ];
}

/**
 * The overview's countdowns (spec 002 section 4): the application's expiry (a date more than a day away, else a
 * countdown, else 'Your application expired time!') and the PhpMyAdmin and editor sessions' 4 hours.
 */
export function ApplicationTimers({ app, now }: { app: Application; now: number }) {
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      {timerLines(app).map(({ label, tool, token }) => {
        let text: string;
        let expired = false;
        if (!tool) {
          const expiry = expiryDisplay(app.expiredTime, now);
          expired = expiry?.kind === 'expired';
          text =
            expiry?.kind === 'date'
              ? formatDate(expiry.at)
              : expiry?.kind === 'countdown'
                ? `in ${formatCountdown(expiry.remainingMs)}`
                : APPLICATION_EXPIRED_MESSAGE;
        } else {
          const left = toolTokenRemainingMs(token, now);
          expired = left <= 0;
          text = expired ? toolTokenExpiredMessage(tool) : `session ${formatCountdown(left)} left`;
        }
        return (
          <Text key={label} wrap="truncate">
            <Text color={theme.text.secondary}>{fit(label, 14)}</Text>
            <Text color={expired ? theme.tone.error : undefined}>{text}</Text>
          </Text>
        );
      })}
    </Box>
  );
}
