import Synchronization
import WheelSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's real standard output and standard error.
public struct StandardConsole: Console {
    /// The console of this process.
    public init() {}

    /// The first failed write to standard output (0: none), shared by every value: there is
    /// one standard output per process.
    private static let failure = Atomic<Int32>(0)
    /// The first failed write to standard error (0: none).
    private static let errorFailure = Atomic<Int32>(0)
    /// Whether the process started with standard output closed (`>&-`).
    private static let closedAtStart = Atomic<Bool>(false)
    /// Whether the process started with standard error closed (`2>&-`).
    private static let errorClosedAtStart = Atomic<Bool>(false)
    /// The descriptors below 1024 open when the process started, recorded by
    /// ``claimClosedStandardStreams()``; nil when it was not called (tests run in one process).
    private static let inheritedDescriptors = Locked<Set<Int32>?>(nil)

    /// Whether descriptor `number` was open when the process started, the only ones an output
    /// named `/dev/fd/N` may write into (not the tool's own files, opened since); true when
    /// that was not recorded.
    static func inherited(_ number: Int32) -> Bool {
        inheritedDescriptors.withLock { $0?.contains(number) ?? true }
    }

    /// Call first thing, before any file is opened: when the process started with standard
    /// input, output or error closed, its descriptor (0, 1, 2) would be the next file opened
    /// (libdispatch's, a frame's), and text meant for standard output or error would go into
    /// it (a warning into a wedge), or fail with a stranger's error, and keys be read from it.
    /// Each is pointed at /dev/null instead; every write to a closed standard output or error
    /// then fails with EBADF ("Bad file descriptor"): standard output's ends the command with
    /// an I/O error that says why, standard error's where what it carries cannot be lost
    /// (``Console/checkStandardError(withholding:)``: a drawn seed), and a closed standard
    /// input reads as empty.
    ///
    /// It also records the descriptors the process inherited (``inherited(_:)``).
    public static func claimClosedStandardStreams() {
        let descriptors = Set((Int32(0)..<1024).filter { fcntl($0, F_GETFD) != -1 })
        inheritedDescriptors.withLock { $0 = descriptors }
        // In number order: the lowest free descriptor is the one /dev/null opens as.
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !descriptors.contains(stream) {
            let null = open("/dev/null", (stream == STDIN_FILENO ? O_RDONLY : O_WRONLY) | O_CLOEXEC)
            if null >= 0, null != stream {
                dup2(null, stream)
                _ = posixClose(null)
            }
            if stream == STDOUT_FILENO {
                closedAtStart.store(true, ordering: .relaxed)
                // Every command's output is lost there, whatever its length: even one that
                // writes nothing (`rng --bytes 0 >&-`) ends with the I/O error.
                failure.store(EBADF, ordering: .relaxed)
            } else if stream == STDERR_FILENO {
                errorClosedAtStart.store(true, ordering: .relaxed)
                errorFailure.store(EBADF, ordering: .relaxed)
            }
        }
    }

    /// Writes all of `bytes` to `descriptor`; nil, or the errno that stopped it. Every write of
    /// the process to standard output and error goes through here (`rng`'s stream too), so one
    /// closed at start fails with EBADF instead of filling /dev/null.
    static func written(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        if descriptor == STDOUT_FILENO, closedAtStart.load(ordering: .relaxed) { return EBADF }
        if descriptor == STDERR_FILENO, errorClosedAtStart.load(ordering: .relaxed) { return EBADF }
        return FileSystem.writeFully(bytes, to: descriptor)
    }

    /// Writes all of `text`, retrying short writes. A failed write is remembered for
    /// ``standardOutputFailure`` or ``standardErrorFailure``.
    public func write(_ text: String, to stream: ConsoleStream) {
        var text = text
        let errorNumber = text.withUTF8 { buffer in
            Self.written(UnsafeRawBufferPointer(buffer), to: Self.descriptor(stream))
        }
        guard let errorNumber else { return }
        if stream == .standardOutput {
            _ = Self.failure.compareExchange(expected: 0, desired: errorNumber, ordering: .relaxed)
        } else {
            _ = Self.errorFailure.compareExchange(expected: 0, desired: errorNumber, ordering: .relaxed)
        }
    }

    /// Writes raw bytes to standard output; a closed pipe or full disk is an I/O error.
    public func writeBinary(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        if let errorNumber = Self.written(bytes, to: STDOUT_FILENO) {
            throw CommandFailure.standardOutput(errorNumber: errorNumber)
        }
    }

    /// See ``Console/standardOutputFailure``: EBADF from the start when standard output was
    /// closed (``claimClosedStandardStreams()``).
    public var standardOutputFailure: Int32? {
        let errorNumber = Self.failure.load(ordering: .relaxed)
        return errorNumber == 0 ? nil : errorNumber
    }

    /// See ``Console/standardOutputWasClosed``: recorded by ``claimClosedStandardStreams()``.
    public var standardOutputWasClosed: Bool { Self.closedAtStart.load(ordering: .relaxed) }

    /// See ``Console/standardOutputFile``.
    public var standardOutputFile: (device: UInt64, inode: UInt64, emptied: Bool)? {
        var info = stat()
        guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let emptied = info.st_size == 0 && fcntl(STDOUT_FILENO, F_GETFL) & O_APPEND == 0
        return (UInt64(info.st_dev), UInt64(info.st_ino), emptied)
    }

    /// See ``Console/standardErrorFailure``.
    public var standardErrorFailure: Int32? {
        let errorNumber = Self.errorFailure.load(ordering: .relaxed)
        return errorNumber == 0 ? nil : errorNumber
    }

    /// `isatty` on the stream's descriptor.
    public func isTerminal(_ stream: ConsoleStream) -> Bool { isatty(Self.descriptor(stream)) == 1 }

    /// The window size of the terminal `stream` goes to, when it is one and tells its width
    /// (its rows may read 0).
    public func terminalSize(of stream: ConsoleStream) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(Self.descriptor(stream), UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The process environment (one variable read, not the whole environment copied).
    public func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    private static func descriptor(_ stream: ConsoleStream) -> Int32 {
        stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO
    }
}
