import { formatAbsoluteDate, formatRelativeDate } from "./relative-date";

/** "hace 3 días", with the exact moment in the title and in the machine-readable attribute. */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatAbsoluteDate(value)}>
      {formatRelativeDate(value)}
    </time>
  );
}
