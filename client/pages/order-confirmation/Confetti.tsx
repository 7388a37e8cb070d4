// Confetti over the confirmation (spec 001 §4, §9): 150 particles in four colours for 1000 ms, again
// on every click; nothing when the shopper prefers reduced motion. A decorative canvas, drawn only
// in effects so the server markup is just an empty canvas.
import { useEffect, useRef } from "react";
import { useReducedMotion } from "../../components/useReducedMotion.ts";

export const CONFETTI_PARTICLES = 150;
export const CONFETTI_DURATION_MS = 1000;
const COLOURS = ["#5a2d17", "#d4a017", "#0d4f8b", "#c0392b"];

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  colour: string;
  spin: number;
}

function burst(width: number): Particle[] {
  return Array.from({ length: CONFETTI_PARTICLES }, (_, i) => ({
    x: width / 2 + (Math.random() - 0.5) * width * 0.3,
    y: -10,
    vx: (Math.random() - 0.5) * 12,
    vy: Math.random() * 6 + 2,
    size: Math.random() * 6 + 4,
    colour: COLOURS[i % COLOURS.length]!,
    spin: Math.random() * Math.PI,
  }));
}

export function Confetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || reduced || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const play = () => {
      cancelAnimationFrame(frame);
      element.width = window.innerWidth;
      element.height = window.innerHeight;
      const particles = burst(element.width);
      const started = performance.now();
      const draw = (now: number) => {
        context.clearRect(0, 0, element.width, element.height);
        if (now - started >= CONFETTI_DURATION_MS) return;
        for (const particle of particles) {
          particle.x += particle.vx;
          particle.y += particle.vy;
          particle.vy += 0.25;
          particle.spin += 0.2;
          context.save();
          context.translate(particle.x, particle.y);
          context.rotate(particle.spin);
          context.fillStyle = particle.colour;
          context.fillRect(-particle.size / 2, -particle.size / 4, particle.size, particle.size / 2);
          context.restore();
        }
        frame = requestAnimationFrame(draw);
      };
      frame = requestAnimationFrame(draw);
    };
    play();
    document.addEventListener("click", play);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("click", play);
    };
  }, [reduced]);

  return (
    <div className="order-confirmation__confetti" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
