import { describe, expect, it } from 'vitest';
import { parseCgroupMounts, parseProcCgroup, planCgroups } from '../../server/judge/cgroup.ts';

/** Where job cgroups go on the hosts we meet: pure parsing of /proc/self/mountinfo and /proc/self/cgroup. */
const V1_MOUNTINFO = `31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw`;
const V1_PROC = `8:pids:/
4:memory:/process_api/abc
2:cpu,cpuacct:/
0::/`;

const V2_MOUNTINFO = `25 1 0:22 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime - cgroup2 cgroup2 rw,nsdelegate
30 1 0:30 / /proc rw - proc proc rw`;
const V2_PROC = '0::/system.slice/pocket-judge.service\n';

describe('cgroup host detection', () => {
  it('parses mountinfo, including escaped spaces in mount points', () => {
    const m = parseCgroupMounts('40 31 0:37 / /sys/fs/cgroup/a\\040b rw - cgroup cgroup rw,pids');
    expect(m).toEqual([{ mountPoint: '/sys/fs/cgroup/a b', root: '/', fsType: 'cgroup', superOptions: ['rw', 'pids'] }]);
  });

  it('parses /proc/self/cgroup with co-mounted controllers', () => {
    const p = parseProcCgroup(V1_PROC);
    expect(p.get('cpuacct')).toBe('/');
    expect(p.get('cpu')).toBe('/');
    expect(p.get('memory')).toBe('/process_api/abc');
    expect(p.get('')).toBe('/');
  });

  it('uses v1 memory, pids and cpuacct under the server own cgroups when v2 has no controllers', () => {
    const host = planCgroups(V1_MOUNTINFO, V1_PROC, () => '');
    expect(host).toEqual({ version: 1, memory: '/sys/fs/cgroup/memory/process_api/abc', pids: '/sys/fs/cgroup/pids', cpuacct: '/sys/fs/cgroup/cpu,cpuacct' });
  });

  it('prefers v2 when the memory and pids controllers are available there', () => {
    const host = planCgroups(V2_MOUNTINFO, V2_PROC, (dir) => (dir === '/sys/fs/cgroup/system.slice/pocket-judge.service' ? 'cpuset cpu io memory pids' : null));
    expect(host).toEqual({ version: 2, base: '/sys/fs/cgroup/system.slice/pocket-judge.service' });
  });

  it('explains why when there is nothing usable', () => {
    expect(planCgroups(V2_MOUNTINFO, V2_PROC, () => 'cpu io')).toMatch(/without the memory and pids controllers/);
    expect(planCgroups('30 1 0:30 / /proc rw - proc proc rw', '', () => null)).toMatch(/no cgroup hierarchy/);
  });

  it('follows a mount whose root is not the hierarchy root (a container)', () => {
    const host = planCgroups('35 31 0:32 /docker/x /sys/fs/cgroup rw - cgroup2 cgroup2 rw', '0::/docker/x\n', (dir) => (dir === '/sys/fs/cgroup' ? 'memory pids' : null));
    expect(host).toEqual({ version: 2, base: '/sys/fs/cgroup' });
  });
});
