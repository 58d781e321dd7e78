/**
 * The phone's alarm when the truck is called: a vibration pattern and three beeps. Browsers let a page play sound
 * only after the user touched it, so the audio is unlocked at the check-in tap (`unlockAlert`) and at any later tap.
 */
let audio: AudioContext | null = null;

export function unlockAlert() {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    // No Web Audio: the vibration and the notice remain.
  }
}

export function alertCalled() {
  navigator.vibrate?.([600, 250, 600, 250, 600]);
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (let i = 0; i < 3; i++) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'square';
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.25, start + i * 0.5);
    gain.gain.setValueAtTime(0, start + i * 0.5 + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + i * 0.5);
    osc.stop(start + i * 0.5 + 0.32);
  }
}
