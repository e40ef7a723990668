// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavPolicy",
    products: [
        .library(name: "NavPolicy", targets: ["NavPolicy"]),
        .library(name: "NavPolicyCompiler", targets: ["NavPolicyCompiler"]),
        .executable(name: "navpolicy", targets: ["navpolicy"]),
        .library(name: "NavPolicyWebKit", targets: ["NavPolicyWebKit"]),
    ],
    dependencies: [],
    targets: [
        // The runtime an app links: standard library only.
        .target(name: "NavPolicy"),
        .target(name: "NavPolicyCompiler", dependencies: ["NavPolicy"]),
        .executableTarget(name: "navpolicy", dependencies: ["NavPolicy", "NavPolicyCompiler"]),
        // Release-mode benchmark: `swift run -c release NavPolicyBenchmarks`.
        // It checks that deciding allocates nothing with AllocationCounter, a small C target that
        // interposes the allocator to count the calling thread's heap allocations.
        .executableTarget(
            name: "NavPolicyBenchmarks",
            dependencies: ["NavPolicy", "NavPolicyCompiler", "AllocationCounter", "NavPolicyTestSupport"]
        ),
        .target(name: "AllocationCounter"),
        // Seeded randomness shared by the tests and the benchmark.
        .target(name: "NavPolicyTestSupport", path: "Tests/NavPolicyTestSupport"),
        .testTarget(
            name: "NavPolicyTests",
            dependencies: ["NavPolicy", "NavPolicyTestSupport"],
            // The WPT data is read via #filePath, not bundled.
            exclude: ["WPT"]
        ),
        // Golden files are read from the source tree via #filePath, not bundled.
        .testTarget(
            name: "NavPolicyCompilerTests",
            dependencies: ["NavPolicy", "NavPolicyCompiler", "NavPolicyTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "NavPolicyCLITests", dependencies: ["navpolicy", "NavPolicyTestSupport"]),
        // What an app adds on top of the runtime: table loading, the engine-neutral router and
        // the Apple adapters (compiled on Apple platforms only; see the type check below).
        .target(name: "NavPolicyWebKit", dependencies: ["NavPolicy"]),
        .testTarget(name: "NavPolicyWebKitTests", dependencies: ["NavPolicyWebKit", "NavPolicy", "NavPolicyCompiler"]),
    ],
    swiftLanguageModes: [.v6]
)
