import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { Button, Segmented, Slider } from 'antd';
import { PLAYBACK_RATES, timeAtOffset, type PlaybackRate } from './playback';

interface Props {
  disabled: boolean;
  playing: boolean;
  onToggle(): void;
  rate: PlaybackRate;
  onRate(rate: PlaybackRate): void;
  /** Seconds after the first fix, and the last fix's. */
  t: number;
  end: number;
  onSeek(t: number): void;
  /** The moment shown and the speed reported there. */
  time: string | null;
  speed: number | null;
  firstTime: string | null;
}

/** 播放/暂停, ×1/×10/×60, a slider over the track's time, and the time and speed at the car. */
export function PlaybackBar({ disabled, playing, onToggle, rate, onRate, t, end, onSeek, time, speed, firstTime }: Props) {
  return (
    <div className="track-playback" data-testid="track-playback">
      <Button
        type="primary"
        shape="circle"
        icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
        onClick={onToggle}
        disabled={disabled}
        aria-label={playing ? '暂停' : '播放'}
        data-testid="track-play"
      />
      <Segmented<PlaybackRate>
        size="small"
        value={rate}
        onChange={onRate}
        options={PLAYBACK_RATES.map((r) => ({ label: `×${r}`, value: r }))}
        data-testid="track-rate"
      />
      <Slider
        className="track-slider"
        min={0}
        max={Math.max(end, 1)}
        step={1}
        value={t}
        disabled={disabled}
        onChange={onSeek}
        tooltip={{ formatter: (v) => (firstTime && v !== undefined ? timeAtOffset(firstTime, v).slice(11) : null) }}
        data-testid="track-slider"
      />
      <div className="track-now" data-testid="track-now">
        <span className="track-now-time">{time ?? '--:--:--'}</span>
        <span className="track-now-speed">{speed === null ? '— km/h' : `${speed} km/h`}</span>
      </div>
    </div>
  );
}
