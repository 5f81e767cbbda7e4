#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# cli-solve.sh: libdlx's reader messages (polyx solve on malformed files) in the locale's language, with FILE:LINE:COL kept; a translation too long for dlx_error_t cut at a whole character; English bytes without a catalog.
. "$srcdir/lib.sh"
need_utf8_locale

# The malformed files: an unknown item (2:3), a NUL byte (2:2), bounds the
# wrong way round (1:3), a colour on a primary item (2:2), a second '|' (1:7),
# only comments (2:1), and a line past DLX_MAX_LINE (1 MiB) bytes.
printf 'a b\na c\n' >unknown.dlx
printf 'a b\na\000b\n' >nul.dlx
printf 'a 3:2|b\n' >bounds.dlx
printf 'a | x\na:red x\n' >colour.dlx
printf 'a | x | y\n' >bars.dlx
printf '| nothing but a comment\n' >empty.dlx
awk 'BEGIN { printf "a "; for (i = 0; i < 1100000; i += 100) printf "%0100d", 0; printf "\n" }' >long.dlx

# run LANG FILE: polyx solve FILE in language LANG must exit 65 with one line on stderr.
run() {
  LC_ALL=$loc LANGUAGE=$1 "$POLYX" solve "$2" >out 2>err; got=$?
  [ "$got" -eq 65 ] || { cat err >&2; fail "LANGUAGE=$1 polyx solve $2: exit $got, want 65"; }
  expect_one_line_stderr
  [ -s out ] && fail "LANGUAGE=$1 polyx solve $2: stdout not empty"
  return 0
}
# has TEXT WHAT: stderr is exactly the line TEXT.
has() { printf '%s\n' "$1" | cmp -s - err || { cat err >&2; fail "$2"; }; }

# French: the item, the reason a file is not text (a word translated on its
# own, dlx_io.c's N_()), and the plural of bytes.
run fr unknown.dlx
has "polyx: unknown.dlx:2:3: élément inconnu 'c'" "French unknown item"
run fr nul.dlx
has "polyx: nul.dlx:2:2: pas un fichier texte : octet NUL (octet 0x00)" "French NUL byte"
run fr long.dlx
has "polyx: long.dlx:1:1048577: ligne de plus de 1048576 octets" "French long line"
# German: bounds, a colour where none belongs, an input with no items.
run de bounds.dlx
has "polyx: bounds.dlx:1:3: untere Grenze 3 übersteigt obere Grenze 2 für Item 'b'" "German bounds"
run de colour.dlx
has "polyx: colour.dlx:2:2: Farbe 'red' beim primären Item 'a' (nur sekundäre Items haben Farben)" \
  "German colour on a primary item"
run de empty.dlx
has "polyx: empty.dlx:2:1: keine Items: die Eingabe ist leer oder enthält nur Kommentare und Leerzeilen" \
  "German no items"
# Czech: quotes „…“, the third plural form (1048576 bajtů), the second '|'.
run cs unknown.dlx
has "polyx: unknown.dlx:2:3: neznámá položka „c“" "Czech unknown item"
run cs long.dlx
has "polyx: long.dlx:1:1048577: řádek delší než 1048576 bajtů" "Czech long line"
run cs bars.dlx
has "polyx: bars.dlx:1:7: druhé svislítko v řádku položek (první ve sloupci 3)" "Czech second bar"
# Italian, through standard input.
LC_ALL=$loc LANGUAGE=it "$POLYX" solve - <unknown.dlx >out 2>err && fail "stdin: accepted a bad file"
has "polyx: <stdin>:2:3: elemento sconosciuto 'c'" "Italian unknown item on stdin"

# A translation longer than dlx_error_t's 200 bytes: cut after a whole UTF-8
# character, never inside one (a catalog of this test's own: 150 letters of
# 2 bytes, so that the 199th byte, the last that fits, starts a letter).
if command -v msgfmt >/dev/null 2>&1; then
  long= want=
  i=0
  while [ $i -lt 150 ]; do
    long="${long}é"; i=$((i + 1))
    [ $i -le 99 ] && want="${want}é"
  done
  mkdir -p cat/fr/LC_MESSAGES
  { printf 'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
    printf 'msgid "unknown item %s"\nmsgstr "%s %s"\n' "'%s'" "$long" "'%s'"; } >long.po
  # (libdlx's message: its own domain, libdlx.mo, found where polyx's are)
  msgfmt -o cat/fr/LC_MESSAGES/libdlx.mo long.po || fail "msgfmt of the test's catalog"
  LC_ALL=$loc LANGUAGE=fr POLYX_LOCALEDIR=$tmp/cat "$POLYX" solve unknown.dlx >out 2>err0
  # (polyx's own catalog is not in cat/: the line that says so is not the message looked at)
  grep -v "^polyx: warning: no catalog for language 'fr'" err0 >err
  expect_one_line_stderr
  # "polyx: unknown.dlx:2:3: " then the message: 199 bytes at most, so 99
  # whole letters (the 100th would need bytes 199 and 200).
  msg=$(sed 's/^polyx: unknown\.dlx:2:3: //' err)
  [ "$msg" = "$want" ] || { cat err >&2; fail "a long translation not cut after its 99th letter"; }
  iconv -f UTF-8 -t UTF-8 err >/dev/null 2>&1 || { od -c err | tail -3 >&2; fail "a long translation cut inside a character"; }
fi

# English bytes: the C locale, a language without a catalog, no catalogs at all.
for f in unknown.dlx nul.dlx bounds.dlx colour.dlx bars.dlx empty.dlx long.dlx; do
  LC_ALL=C "$POLYX" solve $f >/dev/null 2>en.txt
  for env in "LC_ALL=$loc LANGUAGE=xx" "LC_ALL=$loc LANGUAGE=fr POLYX_LOCALEDIR=$tmp/none"; do
    env $env "$POLYX" solve $f >/dev/null 2>err0
    # less the line naming the missing catalog (lang-missing.sh)
    grep -v "^polyx: warning: no catalog for language '\(xx\|fr\)'" err0 >err
    cmp -s err en.txt || { cat err en.txt >&2; fail "$env: solve $f: not the English message"; }
  done
done
LC_ALL=C "$POLYX" solve nul.dlx >/dev/null 2>err
has "polyx: nul.dlx:2:2: not a text file: NUL byte (byte 0x00)" "English NUL byte changed"
LC_ALL=C "$POLYX" solve long.dlx >/dev/null 2>err
has "polyx: long.dlx:1:1048577: line longer than 1048576 bytes" "English long line changed"
exit 0
