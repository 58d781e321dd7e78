import type { RailStep } from '@meiyun/shared';
import { useState } from 'react';
import { RailStepModal } from './RailStepModal';

/** Opens the dialog of a shipment's step; after a step the list and the open detail read again. */
export function useRailSteps(onChanged: () => void) {
  const [open, setOpen] = useState<{ step: RailStep; id: string } | null>(null);
  return {
    run: (step: RailStep, id: string) => setOpen({ step, id }),
    dialog: open && <RailStepModal key={`${open.step}:${open.id}`} step={open.step} id={open.id} onClose={() => setOpen(null)} onDone={onChanged} />,
  };
}
