// swift-tools-version:6.1
import PackageDescription

// Dependencies point down only:
// luckywheel → LuckyWheelCLI → WheelRender → WheelSlice → WheelPNG → CLibPNG → CLibPNGSystem
//                                                        WheelSlice → WheelCore (standard library only)
// LuckyWheelCLI, WheelRender, WheelSlice → WheelSync (the shared lock, POSIX only)
let package = Package(
    name: "LuckyWheel",
    products: [
        .executable(name: "luckywheel", targets: ["luckywheel"]),
        .library(name: "WheelCore", targets: ["WheelCore"]),
        .library(name: "WheelPNG", targets: ["WheelPNG"]),
        .library(name: "WheelRender", targets: ["WheelRender"]),
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
            dependencies: ["CLibPNGSystem"]
        ),
        .target(name: "WheelPNG", dependencies: ["CLibPNG"]),
        .target(name: "WheelCore"),
        // The lock the threaded modules share: a pthread mutex ThreadSanitizer understands.
        .target(name: "WheelSync"),
        .target(name: "WheelSlice", dependencies: ["WheelPNG", "WheelCore", "WheelSync"]),
        .target(
            name: "WheelRender",
            dependencies: ["WheelSlice", "WheelPNG", "WheelCore", "WheelSync"],
            // rounded() and squareRoot() call libm in debug builds.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(
            name: "LuckyWheelCLI",
            dependencies: ["WheelRender", "WheelSlice", "WheelPNG", "WheelCore", "WheelSync"]),
        .executableTarget(name: "luckywheel", dependencies: ["LuckyWheelCLI"]),
        // Benchmarks: a small measuring library (tested) and the executable with the scenarios.
        .target(name: "BenchmarkKit", path: "Benchmarks/BenchmarkKit"),
        .executableTarget(
            name: "luckywheel-bench",
            dependencies: ["BenchmarkKit", "WheelRender", "WheelSlice", "WheelPNG", "WheelCore"],
            path: "Benchmarks/luckywheel-bench"
        ),
        .testTarget(name: "WheelPNGTests", dependencies: ["WheelPNG"]),
        .testTarget(name: "WheelCoreTests", dependencies: ["WheelCore"]),
        .testTarget(name: "WheelSyncTests", dependencies: ["WheelSync"]),
        .testTarget(name: "WheelSliceTests", dependencies: ["WheelSlice"]),
        // Golden/ holds text fixtures the tests read through #filePath, not resources.
        .testTarget(
            name: "WheelRenderTests", dependencies: ["WheelRender", "WheelSync"], exclude: ["Golden"]),
        .testTarget(name: "LuckyWheelCLITests", dependencies: ["LuckyWheelCLI", "WheelSync"]),
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    ],
    swiftLanguageModes: [.v6]
)
