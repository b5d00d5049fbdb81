import Foundation
import XCTest

/// Layout code that attacks the machine it is drawn on (issue 33), run through the binary in each mechanism
/// (`--sandbox namespaces`, `--sandbox landlock`), as root and as an unprivileged user (uid 65534 via setpriv).
/// Each attack draws its rows 100 pt tall when it succeeded and 44 pt when it was refused, so item 1's y says which:
/// 44 (held) or 100 (got through). A mechanism this machine cannot give is skipped with the reason, never passed.
final class SandboxAttackTests: XCTestCase {
    /// Where the fake secrets are planted (under /var/tmp: outside /tmp and HOME, as a CI checkout is): a checkout beside the layout file (its `.git/config`, where
    /// actions/checkout leaves the job's token) and a home folder (`.git-credentials`) the CLI runs with.
    static let root = "/var/tmp/layout-render-attack"
    static let home = root + "/home"
    static let checkout = root + "/checkout"
    static let socketPath = root + "/host.sock"

    static func rows(_ height: String) -> String { SourceSandboxTests.rows(height) }

    static let source = """
    import UIKit
    import Foundation
    #if canImport(Glibc)
    import Glibc
    #endif

    /// 100 when `got` (the attack worked), else 44.
    func height(_ got: Bool) -> CGFloat { got ? 100 : 44 }

    func readsCheckout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // The checkout this file came from: its .git/config holds the CI token.
            let h = height(FileManager.default.contents(atPath: "\(checkout)/.git/config") != nil)
            \(rows("h"))
        }
    }

    func readsHome() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let h = height(FileManager.default.contents(atPath: "\(home)/.git-credentials") != nil)
            \(rows("h"))
        }
    }

    func unixSocket() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // A host daemon's socket (docker.sock on a CI host): connecting is the attack.
            let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var a = sockaddr_un()
            a.sun_family = sa_family_t(AF_UNIX)
            let path = Array("\(socketPath)".utf8CString)
            withUnsafeMutableBytes(of: &a.sun_path) { raw in for (i, c) in path.enumerated() { raw[i] = UInt8(bitPattern: c) } }
            let connected = s >= 0 && withUnsafePointer(to: &a) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            } == 0
            let h = height(connected)
            \(rows("h"))
        }
    }

    func mounts() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // Harmless wherever it succeeds (a tmpfs over its own scratch folder, taken off again): what counts is
            // whether the kernel let it try — EPERM is refused; anything else means mount/umount2 were allowed.
            let here = FileManager.default.currentDirectoryPath
            let mounted = mount("none", here, "tmpfs", 0, nil)
            let mountErrno = errno
            if mounted == 0 { umount2(here, Int32(MNT_DETACH)) }
            let unmounted = umount2(here, Int32(MNT_DETACH))
            let umountErrno = errno
            let h = height(mounted == 0 || mountErrno != EPERM || unmounted == 0 || umountErrno != EPERM)
            \(rows("h"))
        }
    }

    func typesIntoTerminal() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // TIOCSTI on its stderr (a pipe here: ENOTTY when the call is allowed) and on /dev/tty: only EPERM, the
            // filter's answer, is refused.
            var c: CChar = 0x6c
            let onStderr = ioctl(2, UInt(TIOCSTI), &c)
            let stderrErrno = errno
            let h = height(onStderr == 0 || stderrErrno != EPERM)
            \(rows("h"))
        }
    }

    func forkBomb() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // Up to 1,000 processes that wait; each one started beyond the limit is the attack.
            var children: [pid_t] = []
            for _ in 0..<1000 {
                let p = fork()
                if p == 0 { pause(); _exit(0) }
                if p < 0 { break }
                children.append(p)
            }
            for p in children { kill(p, SIGKILL); waitpid(p, nil, 0) }
            let h = height(children.count >= 1000)
            \(rows("h"))
        }
    }

    func bigAllocation() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, _ in
            // 16 GiB of address space, reserved and not touched.
            let p = mmap(nil, 16 << 30, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            let h = height(p != MAP_FAILED)
            \(rows("h"))
        }
    }
    """

    static let attacks = ["readsCheckout", "readsHome", "unixSocket", "mounts", "typesIntoTerminal", "forkBomb", "bigAllocation"]

    /// The attack file in the fake checkout, the secrets planted, everything readable by uid 65534 (so the
    /// unprivileged runs fail only where the sandbox stops them), and a listening socket of the "host".
    static let prepared: Int32 = {
        let fm = FileManager.default
        try? fm.removeItem(atPath: root)
        try? fm.createDirectory(atPath: checkout + "/.git", withIntermediateDirectories: true)
        try? fm.createDirectory(atPath: home, withIntermediateDirectories: true)
        try? source.write(toFile: checkout + "/Attacks.swift", atomically: true, encoding: .utf8)
        try? "[http]\n\textraheader = AUTHORIZATION: basic fake-token\n".write(toFile: checkout + "/.git/config", atomically: true, encoding: .utf8)
        try? "https://user:fake-token@example.com\n".write(toFile: home + "/.git-credentials", atomically: true, encoding: .utf8)
        for p in [root, checkout, checkout + "/.git", home] { chmod(p, 0o777) }
        for p in [checkout + "/Attacks.swift", checkout + "/.git/config", home + "/.git-credentials"] { chmod(p, 0o644) }
        let s = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var a = sockaddr_un()
        a.sun_family = sa_family_t(AF_UNIX)
        let path = Array(socketPath.utf8CString)
        withUnsafeMutableBytes(of: &a.sun_path) { raw in for (i, c) in path.enumerated() { raw[i] = UInt8(bitPattern: c) } }
        _ = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(s, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        chmod(socketPath, 0o777)
        listen(s, 64)
        return s
    }()

    enum User { case root, unprivileged }

    /// `layout-render frames Attacks.swift --layout NAME --sandbox MECHANISM`, as `user`, with HOME the fake home.
    func run(_ layout: String, _ mechanism: String, as user: User) throws -> CLI.Output {
        _ = Self.prepared
        // A cache per mechanism and user: answers are cached by their request, and an answer given in one sandbox
        // must not stand for a run in another.
        var env = ["HOME": Self.home, "LAYOUT_RENDER_CACHE": Self.root + "/cache-\(mechanism)-root"]
        var arguments = ["frames", Self.checkout + "/Attacks.swift", "--layout", layout, "--sandbox", mechanism, "--items", "2"]
        var directory = URL(fileURLWithPath: Self.checkout)
        if user == .unprivileged {
            // Its own compile cache (root's is not its to write), readable binaries (the build folder is).
            let cache = Self.root + "/cache-\(mechanism)-nobody"
            try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
            _ = chown(cache, 65534, 65534)
            env["LAYOUT_RENDER_CACHE"] = cache
            arguments = ["--reuid", "65534", "--regid", "65534", "--clear-groups", "--", CLI.binary] + arguments
            directory = URL(fileURLWithPath: Self.root)
            return try CLI.run(arguments, in: directory, environment: env, executable: "/usr/bin/setpriv")
        }
        return try CLI.run(arguments, in: directory, environment: env)
    }

    /// Whether `mechanism` can be had here (as `user`): nil when it can, else why not (the test skips with it).
    func unavailable(_ mechanism: String, as user: User) throws -> String? {
        if user == .root && getuid() != 0 { return "these tests are not running as root" }
        if user == .unprivileged {
            if getuid() != 0 { return "switching to uid 65534 needs root" }
            if !FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") { return "setpriv (util-linux) is not installed" }
            // The binaries must be reachable by uid 65534 (a build under a folder only root may enter is not).
            if access(CLI.binary, X_OK) == 0, !Self.reachableByNobody(CLI.binary) { return "the build folder is not readable by uid 65534" }
        }
        let doctor = user == .unprivileged
            ? try CLI.run(["--reuid", "65534", "--regid", "65534", "--clear-groups", "--", CLI.binary, "doctor", "--sandbox", mechanism],
                          in: URL(fileURLWithPath: "/tmp"), executable: "/usr/bin/setpriv")
            : try CLI.run(["doctor", "--sandbox", mechanism], in: URL(fileURLWithPath: "/tmp"))
        if let line = doctor.stdout.split(separator: "\n").first(where: { $0.hasPrefix("mechanism: none") }) { return String(line) }
        return nil
    }

    static func reachableByNobody(_ path: String) -> Bool {
        var p = (path as NSString).deletingLastPathComponent
        while p != "/" && !p.isEmpty {
            var st = stat()
            guard stat(p, &st) == 0, st.st_mode & 0o001 != 0 else { return false }
            p = (p as NSString).deletingLastPathComponent
        }
        return true
    }

    /// Every attack, held: item 1 of section 0 at y = 44 (rows 44 pt tall), not 100.
    func assertHeld(_ mechanism: String, as user: User, file: StaticString = #filePath, line: UInt = #line) throws {
        if let why = try unavailable(mechanism, as: user) { throw XCTSkip("--sandbox \(mechanism) as \(user): \(why)") }
        for attack in Self.attacks {
            let out = try run(attack, mechanism, as: user)
            XCTAssertEqual(out.status, 0, "\(attack) (\(mechanism), \(user)): \(out.stderr)", file: file, line: line)
            XCTAssertTrue(out.stdout.contains("\"frame\": {\"x\": 0, \"y\": 44, \"width\": 375, \"height\": 44}"),
                          "\(attack) got through (\(mechanism), \(user)): \(out.stdout.prefix(600)) \(out.stderr)", file: file, line: line)
            XCTAssertFalse(out.stdout.contains("fake-token") || out.stderr.contains("fake-token"), file: file, line: line)
        }
    }

    func testNamespacesHoldAsRoot() throws { try assertHeld("namespaces", as: .root) }
    func testNamespacesHoldAsAnUnprivilegedUser() throws { try assertHeld("namespaces", as: .unprivileged) }
    func testLandlockHoldsAsRoot() throws { try assertHeld("landlock", as: .root) }
    func testLandlockHoldsAsAnUnprivilegedUser() throws { try assertHeld("landlock", as: .unprivileged) }

    /// The control: with `--sandbox off` the same file's harmless attacks get through (reading the planted
    /// secrets, the socket, TIOCSTI's ENOTTY) — so the tests above can fail.
    func testUnconfinedTheAttacksGetThrough() throws {
        try XCTSkipIf(getuid() != 0, "the planted files are root's")
        for attack in ["readsCheckout", "readsHome", "unixSocket", "typesIntoTerminal"] {
            let out = try run(attack, "off", as: .root)
            XCTAssertEqual(out.status, 0, out.stderr)
            XCTAssertTrue(out.stdout.contains("\"frame\": {\"x\": 0, \"y\": 100, \"width\": 375, \"height\": 100}"),
                          "\(attack) unconfined: \(out.stdout.prefix(400))")
        }
    }
}

extension SandboxAttackTests {
    /// A compiler that never ends (here one that sleeps; in the held-out corpus, type checking that explodes) is
    /// stopped at the compiler's own limit, in one line, and leaves nothing running.
    func testACompilerThatHangsIsStoppedAtItsOwnLimitInOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-hang-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = dir.appendingPathComponent("toolchain/usr/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let marker = "\(Int.random(in: 100_000...999_999))"
        let swiftc = bin.appendingPathComponent("swiftc").path
        try "#!/bin/sh\nexec sleep \(marker)\n".write(toFile: swiftc, atomically: true, encoding: .utf8)
        chmod(swiftc, 0o755)
        let start = Date()
        let run = try CLI.run(["frames", SourceSandboxTests.probes, "--layout", "direction"], in: dir,
                              environment: ["LAYOUT_RENDER_SWIFTC": swiftc, "LAYOUT_RENDER_COMPILE_TIMEOUT": "3",
                                            "LAYOUT_RENDER_CACHE": dir.appendingPathComponent("cache").path])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("the Swift compiler did not finish within 3 s; it and everything it started were stopped"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
        XCTAssertEqual(SourceSandboxTests.processes(mentioning: "sleep \(marker)"), [])
    }

    func testABadCompileTimeoutIsOneLine() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("layout-render-ct-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        let run = try CLI.run(["frames", SourceSandboxTests.probes, "--layout", "direction"], in: URL(fileURLWithPath: "/tmp"),
                              environment: ["LAYOUT_RENDER_COMPILE_TIMEOUT": "forever", "LAYOUT_RENDER_CACHE": fresh])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("LAYOUT_RENDER_COMPILE_TIMEOUT=forever: give the compiler's seconds, between 1 and 3600"), run.stderr)
    }
}

extension SandboxAttackTests {
    /// `layout-render doctor`: the mechanism named, every probe "ok", exit 0 — in each mechanism this machine has,
    /// as root and as uid 65534; `--sandbox off` is never "held".
    func testDoctorSaysWhichMechanismAndEveryProbeHolds() throws {
        var checked = 0
        for mechanism in ["namespaces", "landlock"] {
            for user in [User.root, .unprivileged] {
                if let why = try unavailable(mechanism, as: user) { print("skipped doctor --sandbox \(mechanism) as \(user): \(why)"); continue }
                let prefix = user == .unprivileged ? ["--reuid", "65534", "--regid", "65534", "--clear-groups", "--", CLI.binary] : []
                let out = try CLI.run(prefix + ["doctor", "--sandbox", mechanism], in: URL(fileURLWithPath: "/tmp"),
                                      executable: user == .unprivileged ? "/usr/bin/setpriv" : nil)
                XCTAssertEqual(out.status, 0, "\(mechanism) as \(user): \(out.stdout) \(out.stderr)")
                XCTAssertTrue(out.stdout.contains("mechanism: \(mechanism)\n"), out.stdout)
                for probe in ["secret outside the view unreadable", "writes outside scratch refused", "no unix socket",
                              "no network socket", "no mount", "no unmount", "no new namespace", "no TIOCSTI",
                              "processes limited", "memory limited"] {
                    XCTAssertTrue(out.stdout.contains("ok \(probe)\n"), "\(mechanism) as \(user): \(probe): \(out.stdout)")
                }
                checked += 1
            }
        }
        if checked == 0 { throw XCTSkip("no mechanism can be had here") }
        let off = try CLI.run(["doctor", "--sandbox", "off"], in: URL(fileURLWithPath: "/tmp"))
        XCTAssertEqual(off.status, 1, off.stdout)
        XCTAssertTrue(off.stdout.contains("layout code runs UNCONFINED"), off.stdout)
    }
}
