#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 the polyx authors
# install.sh: libdlx installed is usable by a program of its own: examples/dlx-count.c (libdlx(3)'s
# example) built with `pkg-config --cflags --libs libdlx` alone counts a problem in Knuth's format,
# speaks French from the installed libdlx.mo, and the version macros agree with libdlx.pc.
# make check: installs libdlx alone (library, headers, libdlx.pc, catalogs) under a temporary
# DESTDIR; make installcheck (DLX_INSTALLED=1): the real prefix, where the library finds its
# catalogs by itself.
. "$srcdir/lib.sh"
top_builddir=$builddir/..
command -v pkg-config >/dev/null 2>&1 || skip "pkg-config missing"
# The compiler and flags of the build (a sanitizer build's static libdlx.a needs them to link).
. "$builddir/dlx/cc.sh"
if [ -n "${DLX_INSTALLED:-}" ]; then
  root=
  export PKG_CONFIG_PATH="$DLX_PKGCONFIGDIR"
else
  root=$tmp/root
  ${MAKE:-make} -s -C "$top_builddir" DESTDIR="$root" install-libLTLIBRARIES install-includeHEADERS \
    install-nodist_includeHEADERS install-pkgconfigDATA >install.log 2>&1 &&
    ${MAKE:-make} -s -C "$top_builddir/dlx/po" DESTDIR="$root" install >>install.log 2>&1 ||
    { cat install.log >&2; fail "installing libdlx under DESTDIR"; }
  pc=$(find "$root" -name libdlx.pc | head -n 1)
  [ -n "$pc" ] || fail "no libdlx.pc installed"
  export PKG_CONFIG_PATH="${pc%/*}" PKG_CONFIG_SYSROOT_DIR="$root"
  [ -n "$(find "$root" -name dlx_version.h)" ] || fail "dlx_version.h not installed"
  for l in fr de it cs; do
    [ -n "$(find "$root" -path "*/$l/LC_MESSAGES/libdlx.mo")" ] || fail "no $l/LC_MESSAGES/libdlx.mo installed"
  done
fi
pkg-config --exists libdlx || fail "pkg-config does not find libdlx"
flags=$(pkg-config --cflags --libs libdlx)
# (the -L directory: pkg-config puts the DESTDIR before it)
libdir=$(pkg-config --libs-only-L libdlx | sed 's/^ *-L//; s/ *$//')
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# shellcheck disable=SC2086 # the flags are words
$DLX_CC $DLX_CFLAGS -o dlx-count "$top_srcdir/examples/dlx-count.c" $flags $DLX_LDFLAGS 2>cc.err ||
  { cat cc.err >&2; fail "the example does not build with pkg-config's flags"; }
[ -s cc.err ] && { cat cc.err >&2; fail "the example builds with warnings"; }
./dlx-count "$top_srcdir/data/queens8.dlx" >out 2>err || { cat err >&2; fail "dlx-count queens8.dlx failed"; }
[ "$(cat out)" = 92 ] || fail "dlx-count queens8.dlx: $(cat out), want 92"
./dlx-count "$top_srcdir/data/langford-12.dlx" >out 2>err || fail "dlx-count langford-12.dlx failed"
[ "$(cat out)" = 216288 ] || fail "dlx-count langford-12.dlx: $(cat out), want 216288"

# The version: the macros, dlx_version(), dlx_version_number() and libdlx.pc say one thing.
cat >version.c <<'END'
#include <dlx.h>
#include <stdio.h>
#include <string.h>
#if !defined DLX_VERSION_NUMBER || !defined DLX_VERSION_STRING
#error no version macros
#endif
#if DLX_VERSION_NUMBER != DLX_VERSION_ENCODE(DLX_VERSION_MAJOR, DLX_VERSION_MINOR, DLX_VERSION_MICRO)
#error DLX_VERSION_NUMBER is not its parts
#endif
int main(void) {
  printf("%s %d %s %d\n", DLX_VERSION_STRING, DLX_VERSION_NUMBER, dlx_version(), dlx_version_number());
  return 0;
}
END
# shellcheck disable=SC2086
$DLX_CC $DLX_CFLAGS -o version version.c $flags $DLX_LDFLAGS || fail "the version program does not build"
./version >out || fail "the version program failed"
v=$(pkg-config --modversion libdlx)
n=$(echo "$v" | awk -F. '{print $1 * 10000 + $2 * 100 + $3}')
[ "$(cat out)" = "$v $n $v $n" ] || fail "versions disagree: '$(cat out)', libdlx.pc $v"

# A message in French from the installed catalog (domain libdlx).
need_utf8_locale
printf 'a b\na c\n' >bad.dlx
if [ -n "${DLX_INSTALLED:-}" ]; then
  LC_ALL=$loc LANGUAGE=fr ./dlx-count bad.dlx 2>err && fail "dlx-count took a bad file"
else
  # Installed under DESTDIR, the catalogs are not where the library looks:
  # a program of the test's points it there (dlx_set_localedir).
  mo=$(find "$root" -path '*/fr/LC_MESSAGES/libdlx.mo' | head -n 1)
  cat >where.c <<'END'
#include <dlx.h>
#include <locale.h>
#include <stdio.h>
int main(int argc, char **argv) {
  setlocale(LC_ALL, "");
  if (argc != 3 || dlx_set_localedir(argv[1]) != DLX_OK) return 2;
  FILE *in = fopen(argv[2], "r");
  dlx_t *d;
  dlx_error_t err;
  if (in == NULL || dlx_read(in, &d, &err) == DLX_OK) return 2;
  fprintf(stderr, "%s\n", err.msg);
  return 1;
}
END
  # shellcheck disable=SC2086
  $DLX_CC $DLX_CFLAGS -o where where.c $flags $DLX_LDFLAGS || fail "the catalog program does not build"
  LC_ALL=$loc LANGUAGE=fr ./where "${mo%/fr/LC_MESSAGES/libdlx.mo}" bad.dlx 2>err
fi
grep -q "élément inconnu 'c'" err || { cat err >&2; fail "no French message from the installed libdlx.mo"; }
# A program that never calls setlocale gets English, whatever the environment says.
LC_ALL=$loc LANGUAGE=fr ./version >/dev/null || fail "version"
exit 0
