#!/bin/bash
# alternate privacy and rendered list, 4 rounds of 3 s
LIST=$(cat /tmp/exp-lists/list)
B=http://127.0.0.1:8799
for i in 1 2 3 4; do
  p=$(wrk -t2 -c16 -d3s $B/privacy-policy | awk '/Requests\/sec/{print $2}')
  l=$(wrk -t2 -c16 -d3s -H "Cookie: session=bench" $B/lists/$LIST | awk '/Requests\/sec/{print $2}')
  echo "privacy $p list $l ratio $(python3 -c "print(round($l/$p,2))")"
done
