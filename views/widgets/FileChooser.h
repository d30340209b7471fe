#pragma once

#include <QString>

class QWidget;

namespace dugout {

// The file dialogs of import and export go through here, so a test can answer them as a
// person would type a path: setAnswer() makes the next dialogs return that path at once
// (an empty path is Cancel) without showing anything.
class FileChooser
{
public:
    static QString openFile(QWidget *parent, const QString &title, const QString &folder,
                            const QString &filter);
    static QString saveFile(QWidget *parent, const QString &title, const QString &suggestion,
                            const QString &filter);

    static void setAnswer(const QString &path);
    static void clearAnswer();
    // The title of the last dialog asked for, answered or not (for tests).
    static QString lastTitle();
};

} // namespace dugout
