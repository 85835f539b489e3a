// Time arithmetic for countdowns. The clock is always passed in as epoch milliseconds,
// so every function here is pure and every boundary can be tested exactly.

import { common_days_ago, common_days_hours, common_ended, common_hours_ago, common_hours_minutes, common_just_now, common_minutes, common_minutes_ago } from '../i18n/paraglide/messages';
import { MINUTE_MS } from './countdown-refresh';

export { COUNTDOWN_REFRESH_MS, MINUTE_MS } from './countdown-refresh';
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export function msUntil(isoTime: string, nowMs: number): number {
  return Date.parse(isoTime) - nowMs;
}

/** An end time that cannot be parsed counts as past, so a broken market never takes bets. */
export function isPast(isoTime: string, nowMs: number): boolean {
  const left = msUntil(isoTime, nowMs);
  return Number.isNaN(left) || left <= 0;
}

/** 'Nd Nh' from a day up, 'Nh Nm' from an hour up, else 'Nm'; 'Ended' once the time has passed. */
export function formatTimeLeft(endTime: string, nowMs: number): string {
  if (isPast(endTime, nowMs)) return common_ended();
  const left = msUntil(endTime, nowMs);
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days >= 1) return common_days_hours({ days, hours });
  if (hours >= 1) return common_hours_minutes({ hours, minutes });
  return common_minutes({ minutes });
}

/** The detail page's Time Remaining tile: always days and hours, or 'Ended'. */
export function formatDaysHoursLeft(endTime: string, nowMs: number): string {
  if (isPast(endTime, nowMs)) return common_ended();
  const left = msUntil(endTime, nowMs);
  return common_days_hours({ days: Math.floor(left / DAY_MS), hours: Math.floor((left % DAY_MS) / HOUR_MS) });
}

export function addMinutes(nowMs: number, minutes: number): string {
  return new Date(nowMs + minutes * MINUTE_MS).toISOString();
}

function twoDigits(value: number): string {
  return value.toString().padStart(2, '0');
}

/** The player's local calendar day as YYYY-MM-DD, which sorts and compares as text. */
export function localDayKey(nowMs: number): string {
  const date = new Date(nowMs);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The local midnight that ends a YYYY-MM-DD day (as `localDayKey` writes it): the next day's start. */
export function endOfLocalDay(dayKey: string): number {
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1).getTime();
}

/** 'Nh Nm' (or 'Nm') until a moment, for short waits such as the next daily bonus. */
export function formatWait(untilMs: number, nowMs: number): string {
  const left = Math.max(untilMs - nowMs, 0);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.ceil((left % HOUR_MS) / MINUTE_MS);
  if (minutes === 60) return common_hours_minutes({ hours: hours + 1, minutes: 0 });
  return hours >= 1 ? common_hours_minutes({ hours, minutes }) : common_minutes({ minutes });
}

/**
 * How long ago a moment was, in the largest whole unit: 'just now', '5 minutes ago', '3 hours ago',
 * '2 days ago'. A moment in the future (a clock set back) or unreadable reads as 'just now' or null.
 */
export function formatTimeAgo(isoTime: string, nowMs: number): string | null {
  const ago = nowMs - Date.parse(isoTime);
  if (Number.isNaN(ago)) return null;
  if (ago < MINUTE_MS) return common_just_now();
  const [size, say] = ago >= DAY_MS ? [DAY_MS, common_days_ago] : ago >= HOUR_MS ? [HOUR_MS, common_hours_ago] : [MINUTE_MS, common_minutes_ago];
  const count = Math.floor(ago / size);
  return say({ count, shown: String(count) });
}
