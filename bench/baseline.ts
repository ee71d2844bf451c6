// A baseline build for `npm run bench -- --baseline <commit>`: the commit checked out in a
// temporary git worktree and built there. Its node_modules is a link to this tree's when both
// lock files are the same, else installed with `npm ci`. When its build script is `tsup` alone, it
// is built without type declarations (`tsup --no-dts`: the same JavaScript, in a tenth of the time).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built baseline and how to remove it. */
export interface Baseline {
  /** The commit's short hash. */
  label: string;
  /** Its `dist/` directory. */
  dist: string;
  /** Removes the worktree and the temporary directory (safe to call more than once). */
  remove(): void;
}

const git = (cwd: string, ...args: string[]): string => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Checks out and builds `commit` of the repository at `repo`; progress goes to stderr. */
export function buildBaseline(repo: string, commit: string): Baseline {
  const sha = git(repo, 'rev-parse', '--verify', `${commit}^{commit}`);
  const label = git(repo, 'rev-parse', '--short', sha);
  const parent = mkdtempSync(join(tmpdir(), 'paliano-baseline-'));
  const tree = join(parent, 'tree');
  let removed = false;
  const remove = (): void => {
    if (removed) return;
    removed = true;
    const modules = join(tree, 'node_modules');
    if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) unlinkSync(modules);
    try {
      git(repo, 'worktree', 'remove', '--force', tree);
    } catch {
      git(repo, 'worktree', 'prune');
    }
    rmSync(parent, { recursive: true, force: true });
  };
  try {
    process.stderr.write(`baseline ${label}: git worktree in ${tree}\n`);
    git(repo, 'worktree', 'add', '--detach', tree, sha);
    const sameLock = spawnSync('git', ['diff', '--quiet', sha, '--', 'package-lock.json'], { cwd: repo, stdio: 'ignore' }).status === 0;
    if (sameLock) {
      symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir');
    } else {
      process.stderr.write(`baseline ${label}: package-lock.json differs, npm ci\n`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const scripts = (JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as { scripts?: { build?: string } }).scripts;
    const build = scripts?.build === 'tsup' ? ['exec', '--', 'tsup', '--no-dts'] : ['run', 'build'];
    process.stderr.write(`baseline ${label}: npm ${build.join(' ')}\n`);
    execFileSync('npm', build, { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
    return { label, dist: join(tree, 'dist'), remove };
  } catch (e) {
    remove();
    throw e;
  }
}
