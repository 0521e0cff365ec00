<?php

namespace App\Events;

use App\Events\Concerns\BroadcastsToPlayer;
use App\Models\User;
use Illuminate\Contracts\Broadcasting\ShouldBroadcastNow;

/** A cash prize was paid (CashRewardNotificationEvent in server/openapi.yaml). */
class CashRewardNotification implements ShouldBroadcastNow
{
    use BroadcastsToPlayer;

    public function __construct(
        private User $user,
        public int $id,
        public string $amount,
        public string $currency_code,
        public string $description,
    ) {}
}
