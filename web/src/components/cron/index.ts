export { CronDialog, CRON_DIALOG_WIDTH, type CronDialogProps } from './CronDialog';
export { CronInput, cronRule, type CronInputProps } from './CronInput';
export { CronNextTimes, type CronNextTimesProps } from './CronNextTimes';
export { useNextFireTimes, NEXT_TIMES_COUNT, NEXT_TIMES_DEBOUNCE_MS } from './useNextFireTimes';
