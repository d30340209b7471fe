#pragma once

class QTreeView;

namespace dugout {

// The width a list of one-line rows (the Teams and League areas' lists) needs to show its
// rows whole: each visible column's widest cell or title, the frame and room for the vertical
// scroll bar. Measures at most MeasuredRows rows, so a huge database does not slow the page.
class ListWidth
{
public:
    static constexpr int MeasuredRows = 400;

    static int wholeRows(const QTreeView *view);
};

} // namespace dugout
