import { describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { expirationDays, parseExpiration } from './expiration.js';
import { fieldCollector, fieldsToObject, parseField, typedValue } from './fields.js';

describe('--field key=value', () => {
  it('Given key=value, When parsed, Then the value is typed like gh api -F', () => {
    expect(parseField('name=Acme')).toEqual({ key: 'name', value: 'Acme' });
    expect(parseField('pageSize=5')).toEqual({ key: 'pageSize', value: 5 });
    expect(parseField('ratio=-1.5e2').value).toBe(-150);
    expect(parseField('enabled=true').value).toBe(true);
    expect(parseField('enabled=false').value).toBe(false);
    expect(parseField('logo=null').value).toBeNull();
    expect(parseField('empty=')).toEqual({ key: 'empty', value: '' });
  });

  it('Given a value with = or a leading zero, When parsed, Then it stays text and only the first = splits', () => {
    expect(parseField('query=a=b')).toEqual({ key: 'query', value: 'a=b' });
    expect(typedValue('007')).toBe('007');
    expect(typedValue('1.')).toBe('1.');
    expect(typedValue('True')).toBe('True');
  });

  it('Given --raw-field, When parsed, Then the value is always text', () => {
    expect(parseField('n=5', '--raw-field', true)).toEqual({ key: 'n', value: '5' });
  });

  it('Given no key or no =, When parsed, Then a usage error names the option and the form', () => {
    for (const text of ['=x', 'novalue', '']) {
      const error = (() => {
        try {
          return parseField(text, '--field');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(UsageError);
      expect((error as Error).message).toMatch(/^--field '.*' is not key=value/);
    }
  });

  it('Given repeated --field options, When collected, Then they keep their order', () => {
    const collect = fieldCollector('--field');
    expect(collect('b=2', collect('a=1'))).toEqual([
      { key: 'a', value: 1 },
      { key: 'b', value: 2 },
    ]);
  });

  it('Given dotted keys and list keys, When built, Then objects nest and lists append', () => {
    const fields = ['name=Acme', 'settings.autoPause=true', 'settings.days=7', 'tags[]=a', 'tags[]=b', 'name=Globex'];
    expect(fieldsToObject(fields.map((f) => parseField(f)))).toEqual({
      name: 'Globex',
      settings: { autoPause: true, days: 7 },
      tags: ['a', 'b'],
    });
  });

  it('Given a key used as a value and then as an object, When built, Then a usage error names the key', () => {
    expect(() => fieldsToObject([parseField('a=1'), parseField('a.b=2')])).toThrow(/key 'a.b': 'a' is already a value/);
    expect(() => fieldsToObject([parseField('a=1'), parseField('a[]=2')])).toThrow(/not a list/);
    expect(() => fieldsToObject([parseField('a..b=1')])).toThrow(/empty part/);
  });
});

describe('--expiration', () => {
  it('Given each choice of the spec, When parsed, Then days or null', () => {
    expect(['7', '30', '60', '90', '365', 'none'].map(parseExpiration)).toEqual([7, 30, 60, 90, 365, 'none']);
    expect(expirationDays('none')).toBeNull();
    expect(expirationDays(90)).toBe(90);
    expect(parseExpiration('90d')).toBe(90);
    expect(parseExpiration('1y')).toBe(365);
    expect(parseExpiration('NEVER')).toBe('none');
  });

  it('Given a value outside the choices, When parsed, Then a usage error lists them', () => {
    for (const text of ['45', '0', '-7', '7.5', 'forever', '', '30x']) {
      expect(() => parseExpiration(text)).toThrow(UsageError);
    }
    expect(() => parseExpiration('45')).toThrow("--expiration '45' is not one of 7, 30, 60, 90, 365, none");
  });
});
