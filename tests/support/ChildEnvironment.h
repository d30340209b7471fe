#pragma once

#include <QDir>
#include <QProcessEnvironment>

namespace dugout::test {

// The environment for a `dugout` child process of a test: no display (the commands are
// headless), and home, settings and data folders inside `folder`, so a test never reads or
// writes the user's own.
inline QProcessEnvironment childEnvironment(const QDir &folder)
{
    using namespace Qt::StringLiterals;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(u"DISPLAY"_s);
    env.insert(u"HOME"_s, folder.path());
    env.insert(u"XDG_CONFIG_HOME"_s, folder.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, folder.filePath(u"data"_s));
    return env;
}

} // namespace dugout::test
