# Sourced by bench scripts. measure CMD...: prints "wall_seconds cpu_seconds peak_rss_mb" of one
# run (GNU time; cpu = user + sys, which the load of a shared machine distorts less than wall time).
measure() {
  /usr/bin/time -f "%e %U %S %M" -o "$OUT/time.txt" "$@" >/dev/null 2>"$OUT/stderr.txt" || { cat "$OUT/stderr.txt"; exit 1; }
  read -r seconds user sys kbytes < "$OUT/time.txt"
  echo "$seconds $(python3 -c "print(f'{$user + $sys:.2f}')") $((kbytes / 1024))"
}
