import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_PHONES } from './e2e/support/accounts';
import { chromiumPath } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, so journeys start from the seed catalog alone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'carseva-e2e-'));

const chromium = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Journeys use accounts of their own (e2e/support/accounts.ts), so two run at once, one per core.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Journeys test the app against the live server; the service worker's caching is e2e/pwa.spec.ts's subject.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium } },
  ],
  webServer: {
    // The server as production runs it: compiled by `npm run build` (test:e2e builds first).
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every journey logs in from 127.0.0.1, so the per-address OTP caps are raised for the run.
    // ADMIN_PHONES: a CarSeva admin per journey and project that acts as one (e2e/support/accounts.ts).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      OTP_SENDS_PER_IP_HOUR: '1000',
      OTP_SENDS_PER_IP_DAY: '1000',
      OTP_VERIFIES_PER_IP_10MIN: '1000',
      BOOKINGS_PER_ADDRESS_HOUR: '1000',
      CONTACT_PER_ADDRESS_HOUR: '1000',
      CONTACT_PER_PHONE_DAY: '1000',
      APP_LINK_PER_ADDRESS_HOUR: '1000',
      MAP_TILES: 'local',
      ADMIN_PHONES: E2E_ADMIN_PHONES.map((phone) => `+91${phone}`).join(','),
    },
  },
});
