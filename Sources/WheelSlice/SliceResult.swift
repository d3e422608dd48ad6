/// What a slice made: the plan, every wedge file's bytes, and the text files that go with
/// them (the layout's own files and the manifest).
public struct SliceResult: Sendable {
    /// The plan that was carried out.
    public let plan: SlicePlan
    /// The wedge files, in the plan's order.
    public let wedges: [EncodedWedge]
    /// What was read past in the sheets and what the wedges leave out, the sheets first
    /// (ascending by scale), then the pressed sheets.
    public let warnings: [SliceWarning]

    /// Every file to write, relative to the output folder: the wedges, the layout's files and
    /// `manifest.json`, in that order. Made once, with the result: the command both writes
    /// and counts them, and serializing the manifest is not free.
    public let files: [(path: String, bytes: [UInt8])]

    init(plan: SlicePlan, wedges: [EncodedWedge], warnings: [SliceWarning]) {
        self.plan = plan
        self.wedges = wedges
        self.warnings = warnings
        files =
            wedges.map { (path: $0.file.path, bytes: $0.bytes) }
            + plan.layoutFiles.map { (path: $0.path, bytes: Array($0.contents.utf8)) }
            + [(path: SlicePlan.manifestPath, bytes: Array(plan.manifest.serialized().utf8))]
    }
}
