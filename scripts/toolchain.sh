#!/usr/bin/env bash
# Builds a microblaze-elf cross toolchain (binutils, and gcc for C with
# libgcc) from Debian's own source packages (binutils-source, gcc-12-source)
# into a cache outside the checkout, keyed by the versions, and does nothing
# when that cache is complete. Run as root on Debian 12 (it installs what it
# needs). Prints each step with the elapsed time; prints the install prefix
# last.
#
#   MONTSIM_TOOLCHAIN_CACHE  where the caches live (default /var/cache/montsim)
#
# Known trap: Debian's gcc tarball has the GFDL manuals stripped, so the
# s-tm-texi step fails unless Debian's gcc-gfdl-build.diff is applied.
#
# libgcc is built for each big-endian multilib of gcc's MicroBlaze port
# (barrel shifter, hardware multiplier, multiply-high and their
# combinations: six libraries), so that a program compiled with
# -mno-xl-soft-mul links libgcc routines compiled for that core, as with
# Xilinx's toolchain. The little-endian multilibs are left out (montsim's
# core is big-endian).
set -euo pipefail
target=microblaze-elf
cache="${MONTSIM_TOOLCHAIN_CACHE:-/var/cache/montsim}"
jobs="$(nproc 2>/dev/null || echo 2)"
start=$(date +%s)
step() { echo "toolchain: [$(( $(date +%s) - start )) s] $*" >&2; }

need=(binutils-source gcc-12-source flex bison texinfo libgmp-dev libmpfr-dev libmpc-dev make xz-utils patch)
missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  step "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

binutils_tar="$(ls /usr/src/binutils/binutils-*.tar.* | head -1)"
gcc_tar="$(ls /usr/src/gcc-12/gcc-*.tar.* | head -1)"
binutils_version="$(basename "$binutils_tar" | sed -E 's/^binutils-([0-9]+(\.[0-9]+)*).*/\1/')"
gcc_version="$(basename "$gcc_tar" | sed -E 's/^gcc-([0-9]+(\.[0-9]+)*).*/\1/')"
recipe=2  # raise when the build below changes, so that old caches are rebuilt
prefix="$cache/$target-binutils-$binutils_version-gcc-$gcc_version-r$recipe"
if [ -f "$prefix/.complete" ]; then
  echo "$prefix"
  exit 0
fi
work="$cache/build-$target"
rm -rf "$work"
mkdir -p "$work" "$prefix"
export PATH="$prefix/bin:$PATH"

step "binutils $binutils_version: unpacking"
tar -xf "$binutils_tar" -C "$work"
mkdir -p "$work/binutils-build"
(cd "$work/binutils-build" && "$work"/binutils-*/configure --target="$target" --prefix="$prefix" \
   --disable-nls --disable-werror --disable-gdb --disable-sim --disable-gprofng >/dev/null)
step "binutils: building"
make -C "$work/binutils-build" -j "$jobs" >"$work/binutils.log" 2>&1
make -C "$work/binutils-build" install >>"$work/binutils.log" 2>&1

step "gcc $gcc_version: unpacking"
tar -xf "$gcc_tar" -C "$work"
gcc_src="$(ls -d "$work"/gcc-*/ | head -1)"
gfdl="$(ls /usr/src/gcc-12/patches/gcc-gfdl-build.diff 2>/dev/null || true)"
if [ -n "$gfdl" ]; then
  step "gcc: applying $(basename "$gfdl") (the stripped manuals)"
  (cd "$gcc_src" && patch -p2 <"$gfdl" >/dev/null)
fi
step "gcc: big-endian multilibs only"
sed -i -e 's/^MULTILIB_OPTIONS = .*/MULTILIB_OPTIONS = mxl-barrel-shift mno-xl-soft-mul mxl-multiply-high/' \
       -e 's/^MULTILIB_DIRNAMES = .*/MULTILIB_DIRNAMES = bs m mh/' \
       -e '/mlittle-endian/d' "$gcc_src/gcc/config/microblaze/t-microblaze"
mkdir -p "$work/gcc-build"
(cd "$work/gcc-build" && "$gcc_src"/configure --target="$target" --prefix="$prefix" --enable-languages=c \
   --without-headers --disable-nls --disable-libssp --disable-libquadmath --disable-threads \
   --disable-shared --with-newlib >/dev/null)
step "gcc: building the compiler"
make -C "$work/gcc-build" -j "$jobs" all-gcc >"$work/gcc.log" 2>&1
step "gcc: building libgcc"
make -C "$work/gcc-build" -j "$jobs" all-target-libgcc >>"$work/gcc.log" 2>&1
make -C "$work/gcc-build" install-gcc install-target-libgcc >>"$work/gcc.log" 2>&1
touch "$prefix/.complete"
rm -rf "$work"
step "done"
echo "$prefix"
