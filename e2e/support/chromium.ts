/** The Chromium the browser journeys drive: the system one (Debian: apt-get install chromium) unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
