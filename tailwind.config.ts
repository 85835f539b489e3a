import type { Config } from 'tailwindcss';

// Loaded from app/globals.css with @config. Tailwind 4 finds content itself; the theme lives here.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: {
          950: '#070b16',
          900: '#0c1222',
          800: '#131b2f',
          700: '#1d2740',
          600: '#2b3755',
        },
        brand: {
          300: '#a5b4fc',
          400: '#818cf8',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
        },
        yes: { 300: '#6ee7b7', 400: '#34d399', 500: '#10b981', 700: '#047857' },
        no: { 300: '#fda4af', 400: '#fb7185', 500: '#f43f5e', 700: '#be123c' },
        gold: { 300: '#fcd34d', 400: '#fbbf24' },
      },
      fontFamily: {
        sans: ['ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};

export default config;
