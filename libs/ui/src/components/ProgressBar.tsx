interface Props {
  /** 0-100. */
  percent: number;
  /** What the bar measures, read by screen readers. */
  label: string;
  /** Read after the label instead of the bare percentage, e.g. '2 de 7 días'. */
  valueText?: string;
  /** 'inverse' on dark backgrounds. */
  tone?: 'default' | 'inverse';
  className?: string;
}

const TONES = {
  default: { track: 'bg-sage-100', fill: 'bg-sage-600' },
  inverse: { track: 'bg-white/20', fill: 'bg-white' },
};

/** A thin progress bar (challenge banner, tracker and day page) that screen readers can read. */
export function ProgressBar({ percent, label, valueText, tone = 'default', className = '' }: Props) {
  const colours = TONES[tone];
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText ?? `${value} %`}
      className={`h-2.5 w-full overflow-hidden rounded-full ${colours.track} ${className}`}
    >
      <div
        className={`h-full rounded-full ${colours.fill} transition-[width] duration-500 motion-reduce:transition-none`}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
