import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { dragOffset, DragVerifyTexts, releaseOutcome } from './dragVerify';
import './dragVerify.css';

export interface DragVerifyHandle {
  /** Back to unverified (e.g. after a failed sign-in). */
  reset(): void;
}

export interface DragVerifyProps {
  /** Called with true once verified, with false on reset. */
  onChange?: (verified: boolean) => void;
  /** Track width in px; default fills its container up to 360. */
  width?: number;
  height?: number;
  text?: string;
  successText?: string;
  ref?: Ref<DragVerifyHandle>;
}

const HANDLE = 40;

/**
 * Drag-to-verify slider (§2.6, §4): hold the handle and drag it to the end of the track. Releasing early sends it
 * back. Mouse, touch and pen alike (pointer events); the keyboard can finish it with End or the right arrow.
 */
export function DragVerify({ onChange, width, height = 40, text = DragVerifyTexts.hint, successText = DragVerifyTexts.success, ref }: DragVerifyProps) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; max: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [verified, setVerified] = useState(false);

  const maxTravel = () => Math.max(0, (track.current?.clientWidth ?? 0) - HANDLE);

  useImperativeHandle(ref, () => ({
    reset() {
      setVerified(false);
      setOffset(0);
      onChange?.(false);
    },
  }));

  function finish(at: number, max: number) {
    const outcome = releaseOutcome(at, max);
    setOffset(outcome.offset);
    if (outcome.verified) {
      setVerified(true);
      onChange?.(true);
    }
  }

  return (
    <div
      ref={track}
      className={`drag-verify ${verified ? 'drag-verify-done' : ''}`}
      style={{ width: width ?? '100%', maxWidth: width ?? 360, height, lineHeight: `${height}px` }}
      data-testid="drag-verify"
      data-verified={verified}
    >
      <div className="drag-verify-progress" style={{ width: offset + HANDLE / 2, transition: dragging ? 'none' : undefined }} />
      <div className="drag-verify-text">{verified ? successText : text}</div>
      <div
        className="drag-verify-handle"
        role="slider"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={verified ? 100 : Math.round((offset / Math.max(1, maxTravel())) * 100)}
        tabIndex={verified ? -1 : 0}
        style={{ width: HANDLE, height, transform: `translateX(${offset}px)`, transition: dragging ? 'none' : undefined }}
        onPointerDown={(e) => {
          if (verified) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          drag.current = { startX: e.clientX, max: maxTravel() };
          setDragging(true);
        }}
        onPointerMove={(e) => {
          if (!drag.current) return;
          setOffset(dragOffset(drag.current.startX, e.clientX, drag.current.max));
        }}
        onPointerUp={(e) => {
          if (!drag.current) return;
          const { startX, max } = drag.current;
          drag.current = null;
          setDragging(false);
          finish(dragOffset(startX, e.clientX, max), max);
        }}
        onPointerCancel={() => {
          drag.current = null;
          setDragging(false);
          setOffset(0);
        }}
        onKeyDown={(e) => {
          if (verified) return;
          if (e.key === 'End' || e.key === 'ArrowRight') {
            const max = maxTravel();
            finish(e.key === 'End' ? max : Math.min(max, offset + max / 4), max);
          }
        }}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
