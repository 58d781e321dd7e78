import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('BUSINESS_TIME_ZONE', () => {
  it('defaults to the contract’s China time', () => {
    expect(loadConfig({}).businessTimeZone).toBe('Asia/Shanghai');
  });

  it('takes any IANA zone, in its own spelling', () => {
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'Europe/Berlin' }).businessTimeZone).toBe('Europe/Berlin');
    expect(loadConfig({ BUSINESS_TIME_ZONE: ' asia/shanghai ' }).businessTimeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ BUSINESS_TIME_ZONE: 'UTC' }).businessTimeZone).toBe('UTC');
  });

  it('stops the start on a zone that does not exist', () => {
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: 'China/Beijing' })).toThrow(/BUSINESS_TIME_ZONE must be an IANA time zone/);
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: '+08:00' })).toThrow(/BUSINESS_TIME_ZONE/);
  });
});
