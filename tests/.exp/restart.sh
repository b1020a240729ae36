#!/bin/bash
cd /work/main
pkill -f serve-list.mjs
for p in $(pgrep -f "workerd|wrangler-dist"); do if ! tr '\0' ' ' < /proc/$p/cmdline | grep -q "/tmp/qa"; then kill -9 $p; fi; done
sleep 1
npx remix vite:build > /tmp/build.log 2>&1 || { tail /tmp/build.log; exit 1; }
(node tests/.exp/serve-list.mjs > /tmp/exp.log 2>&1 &)
sleep 5; for i in $(seq 120); do grep -q READY /tmp/exp.log && break; sleep 2; done
