// swift-tools-version:6.1
import PackageDescription

// Dependencies point down only (docs/ARCHITECTURE.md draws the map):
// luckywheel → LuckyWheelCLI → WheelRender → WheelSlice → WheelPNG → CLibPNG → CLibPNGSystem
//                                                           WheelPNG → CLibDeflateSystem
//                              WheelRender → CBuiltInLayers
//                              WheelRender → WheelCore
//              LuckyWheelCLI → WheelAudit → WheelCore, WheelStatistics (the CLI names confidences too)
//              LuckyWheelCLI → WheelFair → WheelCore, CCrypto → CCryptoSystem
// and every Swift module → WheelSupport (JSON, number text, ranges in words, seeded generators,
// the lock, parallel work, math without libm, file queries: the standard library, Dispatch
// and POSIX only; no module imports Foundation). WheelPNG's C stays in its C targets.
let package = Package(
    name: "LuckyWheel",
    products: [
        .executable(name: "luckywheel", targets: ["luckywheel"]),
        .library(name: "WheelCore", targets: ["WheelCore"]),
        .library(name: "WheelAudit", targets: ["WheelAudit"]),
        .library(name: "WheelPNG", targets: ["WheelPNG"]),
        .library(name: "WheelRender", targets: ["WheelRender"]),
        .library(name: "WheelFair", targets: ["WheelFair"]),
        .library(name: "WheelSlice", targets: ["WheelSlice"]),
        .library(name: "WheelStatistics", targets: ["WheelStatistics"]),
        .library(name: "WheelSupport", targets: ["WheelSupport"]),
    ],
    targets: [
        // libpng and zlib as installed on the system, located through pkg-config.
        .systemLibrary(
            name: "CLibPNGSystem",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
        ),
        // The only code that calls libpng: one C function per whole operation, so that
        // libpng's setjmp/longjmp error handling never crosses a Swift frame.
        .target(
            name: "CLibPNG",
            dependencies: ["CLibPNGSystem"],
            // zlib's crc32 and raw inflate (CgBI) are called directly, not only through libpng.
            linkerSettings: [.linkedLibrary("z")]
        ),
        // libdeflate as installed on the system: the frame encoder's DEFLATE (frames only;
        // slicing stays on libpng and zlib). Debian's libdeflate-dev ships the static archive
        // too, so the fully static executable links it like zlib.
        .systemLibrary(
            name: "CLibDeflateSystem",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .target(name: "WheelPNG", dependencies: ["CLibPNG", "CLibDeflateSystem", "WheelSupport"]),
        // OpenSSL's libcrypto as installed on the system, located through pkg-config.
        .systemLibrary(
            name: "CCryptoSystem",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // The only code that calls libcrypto (SHA-256, HMAC-SHA256) and the OS random source,
        // behind plain C functions so that no OpenSSL type reaches Swift.
        .target(name: "CCrypto", dependencies: ["CCryptoSystem"]),
        // What every Swift module shares: JSON, number text, seeded generators, the lock (a
        // pthread mutex ThreadSanitizer understands), parallel work, math without libm.
        .target(name: "WheelSupport"),
        // The wheel: geometry, display-link clock, easing, spin planning, the state machine.
        .target(name: "WheelCore", dependencies: ["WheelSupport"]),
        // Provably fair spins: commit to a server seed, derive each prize and landing point
        // from HMAC-SHA256, verify after the seed is revealed.
        .target(name: "WheelFair", dependencies: ["CCrypto", "WheelCore", "WheelSupport"]),
        // Statistical tests with their p-values.
        .target(name: "WheelStatistics", dependencies: ["WheelSupport"]),
        // The evidence of fairness: simulation reports.
        .target(name: "WheelAudit", dependencies: ["WheelCore", "WheelStatistics", "WheelSupport"]),
        .target(name: "WheelSlice", dependencies: ["WheelPNG", "WheelSupport"]),
        // The built-in screen's prepared layers as bytes in the binary (Data/, embedded with the
        // assembler's .incbin), so that a frame of the built-in art starts without drawing it.
        .target(name: "CBuiltInLayers", exclude: ["Data"], cSettings: [.headerSearchPath("Data")]),
        .target(
            name: "WheelRender",
            dependencies: ["WheelSlice", "WheelPNG", "WheelCore", "WheelSupport", "CBuiltInLayers"],
            // sin and cos turn the wheel (AffineTransform; the built-in art and the sounds use
            // UnitCircle instead, the same bits on every platform), and rounded() and
            // squareRoot() call libm in debug builds.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "LuckyWheelCLI",
            dependencies: [
                "WheelRender", "WheelSlice", "WheelPNG", "WheelAudit", "WheelFair", "WheelCore",
                "WheelStatistics",
                "WheelSupport",
            ]),
        .executableTarget(name: "luckywheel", dependencies: ["LuckyWheelCLI"]),
        // Benchmarks: a small measuring library (tested) and the executable with the scenarios.
        .target(name: "BenchmarkKit", path: "Benchmarks/BenchmarkKit"),
        .executableTarget(
            name: "luckywheel-bench",
            dependencies: [
                "BenchmarkKit", "WheelRender", "WheelSlice", "WheelPNG", "WheelAudit", "WheelCore",
                "WheelSupport",
            ],
            path: "Benchmarks/luckywheel-bench"
        ),
        // What the test targets share: fixture generators, the independent PNG codec (its own
        // CRC, deflate and inflate), seeded generators, temporary folders, golden files, where
        // a wheel angle lands. Optimized in every build: its reference decoders read every frame
        // a test renders, and unoptimized they took most of such a test's time (the demo test's
        // 26 s fell to 10 s). It is no product's, so its flags never reach a package using ours.
        .target(
            name: "TestSupport", dependencies: ["WheelPNG", "WheelCore", "WheelSupport"],
            path: "Tests/TestSupport", swiftSettings: [.unsafeFlags(["-O"])]),
        .testTarget(
            name: "WheelSupportTests", dependencies: ["WheelSupport", "WheelStatistics", "TestSupport"]),
        .testTarget(name: "WheelStatisticsTests", dependencies: ["WheelStatistics", "TestSupport"]),
        .testTarget(name: "WheelPNGTests", dependencies: ["WheelPNG", "TestSupport"]),
        .testTarget(name: "WheelCoreTests", dependencies: ["WheelCore", "WheelStatistics", "TestSupport"]),
        .testTarget(name: "WheelAuditTests", dependencies: ["WheelAudit", "TestSupport"]),
        // Reference/ holds the second implementation of the derivation (a Python script the
        // tests run), read through #filePath.
        .testTarget(
            name: "WheelFairTests",
            dependencies: ["WheelFair", "WheelCore", "WheelStatistics", "TestSupport"],
            exclude: ["Reference"]),
        // Golden/ holds text fixtures the tests read through #filePath, not resources.
        .testTarget(
            name: "WheelSliceTests", dependencies: ["WheelSlice", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "WheelRenderTests", dependencies: ["WheelRender", "WheelSupport", "TestSupport"],
            exclude: ["Golden"]),
        // Golden/ holds help screens; Reference/ the Pillow script that reads animated PNGs.
        .testTarget(
            name: "LuckyWheelCLITests", dependencies: ["LuckyWheelCLI", "WheelSupport", "TestSupport"],
            exclude: ["Golden", "Reference"]),
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    ],
    swiftLanguageModes: [.v6]
)
