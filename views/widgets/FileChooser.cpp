#include "FileChooser.h"

#include <QFileDialog>

#include <optional>

namespace dugout {

namespace {
std::optional<QString> s_answer;
QString s_lastTitle;
} // namespace

QString FileChooser::openFile(QWidget *parent, const QString &title, const QString &folder,
                              const QString &filter)
{
    s_lastTitle = title;
    if (s_answer)
        return *s_answer;
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

QString FileChooser::saveFile(QWidget *parent, const QString &title, const QString &suggestion,
                              const QString &filter)
{
    s_lastTitle = title;
    if (s_answer)
        return *s_answer;
    return QFileDialog::getSaveFileName(parent, title, suggestion, filter);
}

void FileChooser::setAnswer(const QString &path)
{
    s_answer = path;
}

void FileChooser::clearAnswer()
{
    s_answer.reset();
}

QString FileChooser::lastTitle()
{
    return s_lastTitle;
}

} // namespace dugout
