#pragma once

#include <QWidget>

namespace dugout {

// Stands in for an area whose issue has not landed yet, and says so plainly.
class PlaceholderPage : public QWidget
{
    Q_OBJECT

public:
    PlaceholderPage(const QString &title, const QString &promise, QWidget *parent = nullptr);
};

} // namespace dugout
