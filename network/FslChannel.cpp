#include "network/FslChannel.hpp"
