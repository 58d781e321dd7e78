/** Drawn for this product: a coal train and a haul truck crossing at dusk. */
function Wagon({ x }: { x: number }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <path d="M0 318 L12 360 H118 L130 318 Z" fill="#3b2f5c" stroke="#5b4a8a" strokeWidth="2" />
      <path d="M4 318 Q30 292 52 304 Q70 284 92 300 Q112 290 126 318 Z" fill="#141218" />
      <circle cx="30" cy="366" r="9" fill="#241d38" stroke="#8c7bc2" strokeWidth="2" />
      <circle cx="100" cy="366" r="9" fill="#241d38" stroke="#8c7bc2" strokeWidth="2" />
      <rect x="-8" y="350" width="10" height="4" fill="#5b4a8a" />
    </g>
  );
}

export function BrandIllustration() {
  return (
    <svg className="brand-illustration" viewBox="0 0 640 480" role="img" aria-label="煤炭运输示意图" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d1537" />
          <stop offset="0.65" stopColor="#47308a" />
          <stop offset="1" stopColor="#8a5cc9" />
        </linearGradient>
        <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd591" />
          <stop offset="1" stopColor="#fa8c16" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="480" fill="url(#sky)" />
      <circle cx="470" cy="210" r="90" fill="url(#sun)" />
      <circle cx="470" cy="210" r="34" fill="#ffe7ba" opacity="0.9" />
      <path d="M0 300 L90 220 L150 262 L240 180 L330 268 L400 230 L480 280 L560 214 L640 262 V480 H0 Z" fill="#2a1f4d" />
      <path d="M0 330 L120 278 L210 312 L300 266 L420 320 L520 290 L640 318 V480 H0 Z" fill="#221a3f" />
      <g opacity="0.85">
        <rect x="60" y="246" width="14" height="60" fill="#3b2f5c" />
        <path d="M52 246 h30 l-6 -14 h-18 Z" fill="#5b4a8a" />
        <rect x="86" y="270" width="46" height="36" fill="#3b2f5c" />
        <path d="M67 232 q-8 -20 6 -34 q10 -10 2 -26" stroke="#b7a6e8" strokeWidth="4" fill="none" opacity="0.35" />
      </g>
      <rect y="372" width="640" height="8" fill="#8c7bc2" />
      {Array.from({ length: 22 }, (_, i) => (
        <rect key={i} x={i * 30} y="380" width="14" height="6" fill="#5b4a8a" />
      ))}
      <g>
        <path d="M20 300 H110 L126 330 V360 H20 Z" fill="#722ed1" />
        <rect x="34" y="310" width="34" height="22" rx="3" fill="#d3adf7" />
        <rect x="84" y="282" width="14" height="20" fill="#531dab" />
        <circle cx="46" cy="366" r="10" fill="#241d38" stroke="#d3adf7" strokeWidth="2" />
        <circle cx="100" cy="366" r="10" fill="#241d38" stroke="#d3adf7" strokeWidth="2" />
        <circle cx="128" cy="340" r="4" fill="#ffe7ba" />
      </g>
      <Wagon x={140} />
      <Wagon x={284} />
      <Wagon x={428} />
      <rect y="396" width="640" height="84" fill="#17122b" />
      <path d="M0 440 H640" stroke="#3b2f5c" strokeWidth="3" strokeDasharray="28 18" />
      <g transform="translate(360 392)">
        <path d="M0 30 L16 6 H120 L110 30 Z" fill="#141218" />
        <path d="M10 24 L22 0 Q60 -18 108 0 L118 24 Z" fill="#1f1a26" />
        <rect x="-2" y="24" width="126" height="16" rx="3" fill="#fa8c16" />
        <path d="M124 6 H160 L176 24 V40 H124 Z" fill="#fa8c16" />
        <rect x="134" y="12" width="22" height="12" rx="2" fill="#ffe7ba" />
        <circle cx="22" cy="44" r="9" fill="#241d38" stroke="#ffd591" strokeWidth="2" />
        <circle cx="96" cy="44" r="9" fill="#241d38" stroke="#ffd591" strokeWidth="2" />
        <circle cx="152" cy="44" r="9" fill="#241d38" stroke="#ffd591" strokeWidth="2" />
      </g>
    </svg>
  );
}
