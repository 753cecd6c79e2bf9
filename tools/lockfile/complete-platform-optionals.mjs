#!/usr/bin/env node
// The registry this project installs from serves only the Linux builds of native packages, so
// `npm install` silently drops the other platforms' optional dependencies from the lockfile and
// `npm ci` then refuses it as "out of sync". This restores an entry (name, version, os/cpu/libc)
// for every missing platform build; npm skips them on a non-matching platform, and fetches them
// by name and version wherever they match. Run it after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OSES = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

function platformOf(name) {
  const base = name.split('/').pop();
  const os = OSES.find((o) => new RegExp(`-${o}(-|$)`).test(base));
  const cpu = CPUS.find((c) => new RegExp(`-${c}(-|$)`).test(base));
  const libc = base.includes('-musl') ? 'musl' : base.includes('-gnu') ? 'glibc' : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

function resolves(fromKey, dep) {
  let at = fromKey;
  for (;;) {
    if (packages[`${at ? `${at}/` : ''}node_modules/${dep}`]) return true;
    if (at === '') return false;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut < 0 ? '' : at.slice(0, cut);
  }
}

const added = [];
for (const [key, entry] of Object.entries(packages)) {
  if (!key) continue;
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(key, dep)) continue;
    const target = `node_modules/${dep}`;
    packages[target] = { version, ...(entry.dev && { dev: true }), optional: true, ...platformOf(dep) };
    added.push(`${dep}@${version}`);
  }
}

const sorted = Object.fromEntries(
  Object.keys(packages)
    .sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
    .map((k) => [k, packages[k]]),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lockfile complete',
);
