/**
 * The decorative particle animation behind the admin pages (docs/product.md §2, §9): at most 50 particles
 * (fewer on narrow windows, one per 20 px of width), 1–6 px, reddish and semi-transparent,
 * linked by a line when closer than 150 px. Drawn once and left still when the visitor asks for
 * reduced motion; paused while the tab is hidden.
 */
import { useEffect, useRef } from "react";

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  color: string;
}

const MAX_PARTICLES = 50;
const LINK_DISTANCE = 150;
const COLORS = ["rgba(169, 46, 31, 0.35)", "rgba(201, 58, 40, 0.3)", "rgba(228, 81, 63, 0.25)", "rgba(140, 41, 29, 0.3)"];

export function particleCount(width: number): number {
  return Math.max(0, Math.min(MAX_PARTICLES, Math.floor(width / 20)));
}

function makeParticles(width: number, height: number): Particle[] {
  return Array.from({ length: particleCount(width) }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.5,
    vy: (Math.random() - 0.5) * 0.5,
    size: 1 + Math.random() * 5,
    color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
  }));
}

function drawFrame(context: CanvasRenderingContext2D, particles: Particle[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < LINK_DISTANCE) {
        context.strokeStyle = `rgba(169, 46, 31, ${0.12 * (1 - distance / LINK_DISTANCE)})`;
        context.lineWidth = 1;
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
    }
  }
  for (const particle of particles) {
    context.fillStyle = particle.color;
    context.beginPath();
    context.arc(particle.x, particle.y, particle.size / 2, 0, Math.PI * 2);
    context.fill();
  }
}

function moveParticles(particles: Particle[], width: number, height: number): void {
  for (const particle of particles) {
    particle.x += particle.vx;
    particle.y += particle.vy;
    if (particle.x < 0 || particle.x > width) particle.vx *= -1;
    if (particle.y < 0 || particle.y > height) particle.vy *= -1;
  }
}

export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = makeParticles(width, height);
      drawFrame(context, particles, width, height);
    };
    const tick = () => {
      moveParticles(particles, width, height);
      drawFrame(context, particles, width, height);
      frame = window.requestAnimationFrame(tick);
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
    };
    const start = () => {
      if (frame || motion.matches || document.hidden) return;
      frame = window.requestAnimationFrame(tick);
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    const onMotion = () => (motion.matches ? stop() : start());

    resize();
    start();
    window.addEventListener("resize", resize);
    document.addEventListener("visibilitychange", onVisibility);
    motion.addEventListener("change", onMotion);
    return () => {
      stop();
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", onVisibility);
      motion.removeEventListener("change", onMotion);
    };
  }, []);

  return <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 h-full w-full" />;
}
