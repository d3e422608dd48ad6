#!/usr/bin/env bash
# Builds the libFuzzer targets outside SwiftPM (an executable target brings its own `main`,
# libFuzzer brings another). Every module a target needs is compiled with the same
# instrumentation: coverage for libFuzzer and AddressSanitizer, C and Swift alike.
#
#   Fuzz/build.sh [TARGET...]      # default: every Fuzz/Targets/*.swift
#
# Output: Fuzz/build/bin/TARGET. Modules are rebuilt when a source is newer than the library.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="$here/build"
mkdir -p "$build/obj" "$build/lib" "$build/modules/CLibPNG" "$build/bin"

targets=("$@")
if ((${#targets[@]} == 0)); then
    for file in "$here"/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

# -O keeps overflow and precondition checks (only -Ounchecked drops them) and makes each
# execution several times faster than -Onone. -g gives ASan reports with file:line.
# -package-name: as SwiftPM does, one package name for every module, so that a module's
# `package` declarations (the validated image initializers) are visible to the others.
swift_flags=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address -package-name LuckyWheel
    -I "$build/lib" -I "$build/modules/CLibPNG" -I "$root/Sources/CLibDeflateSystem")
png_cflags=($(pkg-config --cflags libpng))
png_libs=($(pkg-config --libs libpng) $(pkg-config --libs libdeflate) -lz -lm)

# Newer than the library? $1 = library, rest = sources.
stale() {
    local library="$1"; shift
    [ -f "$library" ] || return 0
    local source
    for source in "$@"; do [ "$source" -nt "$library" ] && return 0; done
    return 1
}

c_sources=("$root"/Sources/CLibPNG/*.c)
if stale "$build/lib/libCLibPNG.a" "${c_sources[@]}" "$root"/Sources/CLibPNG/*.h "$root"/Sources/CLibPNG/include/*.h; then
    echo "fuzz build: CLibPNG (C)"
    rm -f "$build"/obj/clibpng*.o
    for source in "${c_sources[@]}"; do
        clang -O1 -g -fsanitize=fuzzer-no-link,address -I "$root/Sources/CLibPNG/include" \
            "${png_cflags[@]}" -c "$source" -o "$build/obj/$(basename "$source" .c).o"
    done
    ar rcs "$build/lib/libCLibPNG.a" "$build"/obj/clibpng*.o
fi
# The module map SwiftPM would generate for the C target's public header.
cat >"$build/modules/CLibPNG/module.modulemap" <<MAP
module CLibPNG {
    header "$root/Sources/CLibPNG/include/CLibPNG.h"
    export *
}
MAP

# swift_module NAME [DEPENDENCY...]: compiles Sources/NAME/**/*.swift into lib/libNAME.a and
# lib/NAME.swiftmodule, again when a source or a dependency's module is newer.
swift_module() {
    local name="$1"
    shift
    local inputs=() dependency
    for dependency in "$@"; do inputs+=("$build/lib/$dependency.swiftmodule"); done
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "$root/Sources/$name" -name '*.swift' -print0 | sort -z)
    if stale "$build/lib/lib$name.a" "${sources[@]}" "${inputs[@]}" "$root/Sources/CLibPNG/include/CLibPNG.h"; then
        echo "fuzz build: $name (Swift)"
        swiftc "${swift_flags[@]}" -module-name "$name" -emit-module \
            -emit-module-path "$build/lib/$name.swiftmodule" -emit-library -static \
            -o "$build/lib/lib$name.a" "${sources[@]}"
    fi
}
swift_module WheelSupport
swift_module WheelPNG WheelSupport
swift_module WheelSlice WheelPNG WheelSupport

for target in "${targets[@]}"; do
    driver="$here/Targets/$target.swift"
    [ -f "$driver" ] || { echo "fuzz build: no target $target (no $driver)" >&2; exit 64; }
    binary="$build/bin/$target"
    if stale "$binary" "$driver" "$here/Targets/Shared"/*.swift "$build/lib"/*.a; then
        echo "fuzz build: $target"
        swiftc "${swift_flags[@]}" -module-name "$(echo "$target" | tr -c 'A-Za-z0-9\n' '_')" \
            "$driver" "$here/Targets/Shared"/*.swift \
            -use-ld=lld -L "$build/lib" -lWheelSlice -lWheelPNG -lWheelSupport -lCLibPNG "${png_libs[@]}" -o "$binary"
    fi
done
