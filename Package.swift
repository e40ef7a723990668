// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavPolicy",
    // The oldest systems on which every API the package uses exists, so an app's first build
    // does not stop at "only available in iOS 14.5 or newer": WebKit downloads (WKDownload,
    // `.download`, `startDownload`) need iOS / Mac Catalyst 14.5; the runtime's in-place
    // strings (`String(unsafeUninitializedCapacity:)`) need iOS / tvOS 14, watchOS 7, macOS 11;
    // the benchmark's clock (`ContinuousClock`) needs macOS 13. `PolicyStore` (iOS 18) and the
    // `WebPage` decider (iOS 26) are marked `@available` instead. `AppleAvailabilityTests`
    // fails when an adapter uses a stubbed Apple API newer than these outside such a scope.
    platforms: [.iOS("14.5"), .macCatalyst("14.5"), .macOS(.v13), .tvOS(.v14), .watchOS(.v7), .visionOS(.v1)],
    products: [
        .library(name: "NavPolicy", targets: ["NavPolicy"]),
        .library(name: "NavPolicyCompiler", targets: ["NavPolicyCompiler"]),
        .executable(name: "navpolicy", targets: ["navpolicy"]),
        .library(name: "NavPolicyWebKit", targets: ["NavPolicyWebKit"]),
        .plugin(name: "NavPolicyPlugin", targets: ["NavPolicyPlugin"]),
    ],
    dependencies: [],
    targets: [
        // The runtime an app links: standard library only.
        .target(name: "NavPolicy"),
        // The one JSON reader and writer: the CLI's request lines, the language server's
        // messages and the compiler's JSON output. Standard library only.
        .target(name: "NavPolicyJSON"),
        .target(name: "NavPolicyCompiler", dependencies: ["NavPolicy", "NavPolicyJSON"]),
        .executableTarget(
            name: "navpolicy", dependencies: ["NavPolicy", "NavPolicyCompiler", "NavPolicyJSON", "NavPolicyLSP", "NavPolicyWebKit"]),
        // The language server `navpolicy lsp` runs: the protocol's types and the standard-stream
        // transport in one target, the handlers over the compiler in another (as sourcekit-lsp
        // splits them). Foundation is allowed here; the compiler stays free of it.
        .target(name: "NavPolicyLSPProtocol", dependencies: ["NavPolicyJSON"]),
        .target(name: "NavPolicyLSP", dependencies: ["NavPolicyLSPProtocol", "NavPolicyCompiler"]),
        // Release-mode benchmark: `swift run -c release NavPolicyBenchmarks`.
        // It checks that deciding allocates nothing with AllocationCounter, a small C target that
        // interposes the allocator to count the calling thread's heap allocations.
        .executableTarget(
            name: "NavPolicyBenchmarks",
            dependencies: [
                "NavPolicy", "NavPolicyCompiler", "NavPolicyLSP", "NavPolicyLSPProtocol", "AllocationCounter", "NavPolicyTestSupport",
            ]
        ),
        .target(name: "AllocationCounter"),
        // Seeded randomness, the random policy generator and an in-process language client,
        // shared by the tests and the benchmark.
        .target(
            name: "NavPolicyTestSupport", dependencies: ["NavPolicy", "NavPolicyLSP", "NavPolicyLSPProtocol"],
            path: "Tests/NavPolicyTestSupport"),
        .testTarget(
            name: "NavPolicyTests",
            dependencies: ["NavPolicy", "NavPolicyTestSupport"],
            // The WPT data is read via #filePath, not bundled.
            exclude: ["WPT"]
        ),
        // Golden files are read from the source tree via #filePath, not bundled.
        .testTarget(
            name: "NavPolicyCompilerTests",
            dependencies: ["NavPolicy", "NavPolicyCompiler", "NavPolicyJSON", "NavPolicyTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "NavPolicyJSONTests", dependencies: ["NavPolicyJSON"]),
        .testTarget(
            name: "NavPolicyLSPTests",
            dependencies: ["NavPolicyLSP", "NavPolicyLSPProtocol", "NavPolicyCompiler", "NavPolicyTestSupport"]
        ),
        .testTarget(name: "NavPolicyCLITests", dependencies: ["navpolicy", "NavPolicyTestSupport"], exclude: ["Golden", "RealApps"]),
        // What an app adds on top of the runtime: table loading, the engine-neutral router and
        // the Apple adapters (compiled on Apple platforms only; see the type check below).
        .target(name: "NavPolicyWebKit", dependencies: ["NavPolicy"]),
        .testTarget(name: "NavPolicyWebKitTests", dependencies: ["NavPolicyWebKit", "NavPolicy", "NavPolicyCompiler"]),
        // Compiles each *.navpolicy of a target into a NAME.navtable resource at build time.
        .plugin(name: "NavPolicyPlugin", capability: .buildTool(), dependencies: ["navpolicy"]),
    ],
    swiftLanguageModes: [.v6]
)

// Linux only: the Apple adapters (Sources/NavPolicyWebKit/Apple, linked here) and README's UIKit
// sample compiled against stub modules named like Apple's that declare exactly the signatures
// they use, with Apple's availability, so a misspelt method, a wrong signature or a delegate
// variant WebKit would call instead fails `swift build` on a machine without Apple's SDK
// (Tests/AppleStubs/README.md).
#if os(Linux)
package.targets += [
    .target(name: "UIKit", path: "Tests/AppleStubs/UIKit"),
    .target(name: "SafariServices", dependencies: ["UIKit"], path: "Tests/AppleStubs/SafariServices"),
    .target(name: "WebKit", dependencies: ["UIKit"], path: "Tests/AppleStubs/WebKit"),
    .target(
        name: "AppleAdapterTypeCheck",
        dependencies: ["NavPolicy", "NavPolicyWebKit", "UIKit", "SafariServices", "WebKit"],
        path: "Tests/AppleAdapterTypeCheck",
        swiftSettings: [.define("NAVPOLICY_APPLE_STUBS")]
    ),
]
#endif
