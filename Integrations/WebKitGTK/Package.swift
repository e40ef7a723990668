// swift-tools-version:6.0
import PackageDescription

// The WebKitGTK adapter and the real-engine scenario runner. A separate package because it
// links system libraries (`apt-get install libwebkitgtk-6.0-dev`): the root package stays
// free of dependencies and builds anywhere.
let package = Package(
    name: "NavPolicyWebKitGTK",
    products: [
        .library(name: "NavPolicyWebKitGTK", targets: ["NavPolicyWebKitGTK"]),
        .executable(name: "navpolicy-webkit-scenario", targets: ["navpolicy-webkit-scenario"]),
    ],
    dependencies: [.package(name: "NavPolicy", path: "../..")],
    targets: [
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev"])]
        ),
        // The adapter: WebKitGTK signals → NavigationRouter → WebKitGTK calls.
        .target(
            name: "NavPolicyWebKitGTK",
            dependencies: ["CWebKitGTK", .product(name: "NavPolicyWebKit", package: "NavPolicy")]
        ),
        .executableTarget(
            name: "navpolicy-webkit-scenario",
            dependencies: [
                "NavPolicyWebKitGTK", "CWebKitGTK",
                .product(name: "NavPolicyWebKit", package: "NavPolicy"),
                .product(name: "NavPolicyCompiler", package: "NavPolicy"),
            ]
        ),
        // Plays scenarios through the built runner; needs a display (`xvfb-run -a swift test`).
        .testTarget(name: "ScenarioTests", dependencies: ["navpolicy-webkit-scenario"], exclude: ["Scenarios"]),
    ],
    swiftLanguageModes: [.v6]
)
