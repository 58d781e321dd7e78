import { useCallback, useEffect, useRef, useState } from 'react';
import { advance, type PlaybackRate } from './playback';

/**
 * The play-back clock: seconds after the track's first fix, run by animation frames at ×1/×10/×60 while playing and
 * stopped at the end; 播放 at the end starts over. A new track (`end` changes) stops and rewinds it.
 */
export function usePlayback(end: number) {
  const [t, setTState] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<PlaybackRate>(60);
  // The frame loop reads the latest clock and rate without restarting on every frame.
  const tRef = useRef(0);
  const rateRef = useRef(rate);
  rateRef.current = rate;

  const setT = useCallback((v: number) => {
    tRef.current = v;
    setTState(v);
  }, []);

  useEffect(() => {
    setPlaying(false);
    setT(0);
  }, [end, setT]);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const next = advance(tRef.current, now - last, rateRef.current, end);
      last = now;
      setT(next);
      if (next >= end) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, end, setT]);

  const toggle = useCallback(() => {
    if (!playing && tRef.current >= end) setT(0);
    setPlaying(!playing);
  }, [playing, end, setT]);

  return { t, setT, playing, setPlaying, toggle, rate, setRate };
}
