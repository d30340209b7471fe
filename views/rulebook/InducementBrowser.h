#pragma once

#include <QWidget>

#include <memory>

namespace dugout {

class Ruleset;

// The Inducements tab: what a team may buy before a match.
class InducementBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit InducementBrowser(std::shared_ptr<const Ruleset> ruleset, QWidget *parent = nullptr);
};

} // namespace dugout
