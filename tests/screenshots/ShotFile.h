#pragma once

#include <QDir>
#include <QString>

class QWidget;

// Saves what `widget` shows to `output`/`name` once pending events are handled (fonts that
// grew with the window ask their layouts for room in several rounds) and prints the file's
// path, as every capture does; false when the file cannot be written.
bool saveShot(QWidget *widget, const QDir &output, const QString &name);
