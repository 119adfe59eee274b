#!/usr/bin/env python3
# bench/timeline.py CMD...: runs CMD and prints, per quarter second, how many cores it kept busy
# in all and per thread name (from /proc/PID/task/*/stat, sampled every 50 ms). Used in
# bench/RESULTS.md §20 to see whether a refresh is CPU-bound or waits.
import os, subprocess, sys, time, collections
tick = os.sysconf('SC_CLK_TCK')
p = subprocess.Popen(sys.argv[1:])
prev = {}
start = time.time()
rows = []
names = {}
while p.poll() is None:
    time.sleep(0.05)
    now = time.time() - start
    cur = {}
    try:
        for t in os.listdir(f'/proc/{p.pid}/task'):
            try:
                s = open(f'/proc/{p.pid}/task/{t}/stat').read()
                name = s[s.index('(')+1:s.rindex(')')]
                f = s[s.rindex(')')+2:].split()
                cur[t] = (int(f[11]) + int(f[12])) / tick
                names[t] = name
            except Exception: pass
    except Exception: break
    d = collections.Counter()
    for t, v in cur.items():
        d[names[t]] += v - prev.get(t, 0)
    prev.update(cur)
    rows.append((now, d))
# aggregate into 0.25 s buckets
b = collections.defaultdict(collections.Counter)
for now, d in rows:
    b[int(now / 0.25)] += d
allnames = sorted({n for d in b.values() for n in d})
print('t      busy  ' + '  '.join(f'{n[:10]:>10}' for n in allnames))
for k in sorted(b):
    d = b[k]
    print(f'{k*0.25:5.2f} {sum(d.values())/0.25:5.2f}  ' + '  '.join(f'{d[n]/0.25:10.2f}' for n in allnames))
print('wall', round(time.time()-start, 2))
