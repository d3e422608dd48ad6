/// The selected segment from `time` on (`nil`: none).
struct SelectionChange: Sendable, Hashable {
    let time: Double
    let segment: Int?
}
