#include "PostMatchResult.h"

using namespace Qt::StringLiterals;

namespace dugout {

QString PostMatchResult::logText() const
{
    QStringList lines;
    for (const PostMatchLine &line : log)
        lines << (line.side ? team(*line.side).name + u": "_s + line.text : line.text);
    return lines.join(u'\n');
}

} // namespace dugout
