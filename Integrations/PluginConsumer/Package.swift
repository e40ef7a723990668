// swift-tools-version:6.0
import PackageDescription

// A package as an app developer writes it: it depends on NavPolicy by path and uses the
// NavPolicyPlugin, which compiles Sources/PluginConsumer/ads.navpolicy into ads.navtable in
// the target's bundle at build time (and blocklist.navpolicy, whose hosts are read from
// lists/blocked-hosts.txt: a list file, an input of the build command; and chat.navpolicy,
// whose server list the program gives when it loads the table: a parameter). `BrokenPolicy`
// holds a policy with an error: building it
// must fail with the file:line:col diagnostic (see check).
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(name: "NavPolicy", path: "../..")],
    targets: [
        .executableTarget(
            name: "PluginConsumer",
            dependencies: [
                .product(name: "NavPolicy", package: "NavPolicy"),
                .product(name: "NavPolicyWebKit", package: "NavPolicy"),
            ],
            exclude: ["lists"],
            plugins: [.plugin(name: "NavPolicyPlugin", package: "NavPolicy")]
        ),
        .executableTarget(
            name: "BrokenPolicy",
            dependencies: [.product(name: "NavPolicyWebKit", package: "NavPolicy")],
            plugins: [.plugin(name: "NavPolicyPlugin", package: "NavPolicy")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
