/// Whether `a` and `b` differ by at most `tolerance`.
package func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}
