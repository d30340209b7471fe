#include "ShotFile.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QWidget>

#include <cstdio>

bool saveShot(QWidget *widget, const QDir &output, const QString &name)
{
    for (int round = 0; round < 4; ++round)
        QCoreApplication::processEvents();
    const QString file = output.filePath(name);
    if (!widget->grab().save(file))
        return false;
    printf("%s\n", qPrintable(file));
    return true;
}
