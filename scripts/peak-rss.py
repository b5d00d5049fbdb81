#!/usr/bin/env python3
"""Runs a command and samples the resident memory of it and every process below it (/proc, every 0.1 s).

Usage: scripts/peak-rss.py OUT COMMAND...   OUT gets one line per program name: its largest resident set seen (MB),
then "all" — the largest sum over the whole tree at one moment. The command's exit status is passed through.
Sampling can miss a process that lives less than 0.1 s; GNU time's %M (the largest single process, exact) is the
check for that.
"""
import os, subprocess, sys, time

def tree(root):
    children = {}
    for pid in os.listdir('/proc'):
        if not pid.isdigit():
            continue
        try:
            with open(f'/proc/{pid}/stat') as f:
                fields = f.read().rsplit(')', 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(pid))
        except OSError:
            pass
    out, todo = [], [root]
    while todo:
        p = todo.pop()
        out.append(p)
        todo += children.get(p, [])
    return out

def rss(pid):
    try:
        with open(f'/proc/{pid}/status') as f:
            name, kb = '?', 0
            for line in f:
                if line.startswith('Name:'):
                    name = line.split()[1]
                elif line.startswith('VmRSS:'):
                    kb = int(line.split()[1])
            return name, kb
    except OSError:
        return None

out = sys.argv[1]
proc = subprocess.Popen(sys.argv[2:])
peaks, total = {}, 0
while proc.poll() is None:
    s = 0
    for pid in tree(proc.pid):
        r = rss(pid)
        if r:
            peaks[r[0]] = max(peaks.get(r[0], 0), r[1])
            s += r[1]
    total = max(total, s)
    time.sleep(0.1)
with open(out, 'w') as f:
    for name, kb in sorted(peaks.items(), key=lambda x: -x[1]):
        f.write(f'{name} {kb // 1024}\n')
    f.write(f'all {total // 1024}\n')
sys.exit(proc.returncode)
