import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ResultCache } from '../cache';

describe('the content check result cache', () => {
  it('computes a result once per run, however often it is asked for', async () => {
    const cache = new ResultCache('fingerprint');
    const compute = jest.fn(() => ({ anchors: ['a'] }));
    expect(cache.getSync('page', compute)).toEqual({ anchors: ['a'] });
    expect(cache.getSync('page', compute)).toEqual({ anchors: ['a'] });
    const computeAsync = jest.fn(async () => 'error');
    await cache.get('example', computeAsync);
    await expect(cache.get('example', computeAsync)).resolves.toBe('error');
    expect(compute).toHaveBeenCalledTimes(1);
    expect(computeAsync).toHaveBeenCalledTimes(1);
  });

  it('gives a passing result (undefined) back as null, from this run and from the last', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-cache-')), 'results.json');
    const first = new ResultCache('fingerprint');
    await first.get('page', async () => undefined);
    await expect(first.get('page', async () => 'recomputed')).resolves.toBeNull();
    first.save({ all: true }, file);
    const reopened = new ResultCache('fingerprint', JSON.parse(fs.readFileSync(file, 'utf8')));
    await expect(reopened.get('page', async () => 'recomputed')).resolves.toBeNull();
  });

  it('drops the stored results when the fingerprint changed, and a full run keeps only what it used', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-cache-')), 'results.json');
    const run = new ResultCache('v1');
    run.getSync('kept', () => 1);
    run.save({ all: true }, file);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(new ResultCache('v2', stored).getSync('kept', () => 2)).toBe(2);
    const again = new ResultCache('v1', stored);
    expect(again.getSync('kept', () => 2)).toBe(1);
    again.getSync('new', () => 3);
    again.save({ all: true }, file);
    expect(Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).entries).sort()).toEqual(['kept', 'new']);
  });
});
